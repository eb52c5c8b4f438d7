/**
 * Splits the records into one index per docs version, so that a reader
 * downloads only what contextual search lets them search: that version's docs
 * plus everything that belongs to no version (blog, home, media).
 */
import type {SearchRecord} from './records';

const VERSION_TAG = /^docs-default-(.+)$/;

/** Each docs version's records, by the version's name (`current`, `9.x`). */
export function indexFiles(records: readonly SearchRecord[]): Map<string, SearchRecord[]> {
  const shared = records.filter((r) => !VERSION_TAG.test(r.docusaurus_tag));
  const byVersion = new Map<string, SearchRecord[]>();
  for (const record of records) {
    const version = VERSION_TAG.exec(record.docusaurus_tag)?.[1];
    if (version) byVersion.set(version, [...(byVersion.get(version) ?? []), record]);
  }
  return new Map([...byVersion].map(([version, docs]) => [version, [...docs, ...shared]]));
}
