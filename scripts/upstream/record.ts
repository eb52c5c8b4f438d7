/**
 * npm run upstream:record — writes tests/upstream-files.json: the content hash
 * of every upstream file the site replaces, ejects, wraps unsafely or imports
 * privately (./guarded.ts says which). Run it after re-reviewing what the
 * drift test named: each of our files against the upstream file's new text.
 */
import fs from 'node:fs';
import {currentGuards, docusaurusVersion, hashOf, RECORD, type Recorded} from './files';

const record: Recorded = {
  docusaurus: docusaurusVersion(),
  files: Object.fromEntries(
    currentGuards().map((g) => [g.upstream, {sha256: hashOf(g.upstream), reason: g.reason, ours: g.ours}]),
  ),
};
fs.writeFileSync(RECORD, `${JSON.stringify(record, null, 2)}\n`);
console.log(
  `recorded ${Object.keys(record.files).length} upstream files (Docusaurus ${record.docusaurus}) in tests/upstream-files.json`,
);
