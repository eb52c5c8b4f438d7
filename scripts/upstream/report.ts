/**
 * tsx scripts/upstream/report.ts — prints, as JSON, how this checkout's guarded upstream files
 * differ from tests/upstream-files.json (./compare.ts). `npm run upgrade:check` runs it in its
 * scratch copy after installing another Docusaurus.
 */
import fs from 'node:fs';
import {compareWithRecord} from './compare';
import {currentGuards, docusaurusVersion, hashOf, RECORD, type Recorded} from './files';

const recorded = JSON.parse(fs.readFileSync(RECORD, 'utf8')) as Recorded;
const guards = currentGuards();
console.log(
  JSON.stringify({
    docusaurus: docusaurusVersion(),
    recorded: recorded.docusaurus,
    guarded: guards.length,
    ...compareWithRecord(recorded, guards, hashOf),
  }),
);
