/**
 * `npm test`'s last step: reads the JSON reports the runners wrote into
 * test-reports/ and prints the totals. Exits non-zero when a report is missing
 * or counts a failure, so the line can never claim more than what ran.
 */
import fs from 'node:fs';
import path from 'node:path';
import {closingLines, playwrightCounts, vitestCounts, type Counts} from './summary';

const DIR = path.resolve(__dirname, '../../test-reports');
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(DIR, file), 'utf8'));

const counts: Counts[] = [
  vitestCounts('unit', read('unit.json')),
  vitestCounts('build', read('build.json')),
  playwrightCounts('e2e', read('e2e.json')),
  vitestCounts('modes', read('modes.json')),
  playwrightCounts('dev', read('dev.json')),
];
console.log(closingLines(counts).join('\n'));
if (counts.some((c) => c.failed > 0 || c.passed === 0)) process.exit(1);
