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
    if (!version) continue;
    // One list per version, added to in place: copying it for each record made the split
    // quadratic (22 s of a five-times-larger site's build, issue 33).
    const list = byVersion.get(version) ?? [];
    if (list.length === 0) byVersion.set(version, list);
    list.push(record);
  }
  return new Map([...byVersion].map(([version, docs]) => [version, [...docs, ...shared]]));
}
