/**
 * Fails when a Docusaurus upgrade (or a hand edit in node_modules) changes an
 * upstream file that the site replaces, ejects, wraps unsafely or imports
 * privately (scripts/upstream/guarded.ts says which), and names the files to
 * re-review. handbook/upgrading-docusaurus.md says what to do then.
 */
import {describe, expect, it} from 'vitest';
import fs from 'node:fs';
import {currentGuards, docusaurusVersion, hashOf, RECORD, type Recorded} from './files';

const recorded = JSON.parse(fs.readFileSync(RECORD, 'utf8')) as Recorded;
const RERECORD = 'then run `npm run upstream:record` and commit tests/upstream-files.json';

describe('upstream files the site depends on', () => {
  const guards = currentGuards();

  it('are all recorded, and nothing recorded is no longer depended on', () => {
    const now = guards.map((g) => g.upstream).sort();
    expect(now, `the guarded files changed: ${RERECORD}`).toEqual(Object.keys(recorded.files).sort());
  });

  it('are unchanged since they were last reviewed', () => {
    const changed = guards
      .filter((g) => recorded.files[g.upstream]?.sha256 !== hashOf(g.upstream))
      .map((g) => `  node_modules/${g.upstream} (${g.reason}) → re-review ${g.ours.join(', ')}`);
    expect(
      changed,
      `Docusaurus ${docusaurusVersion()} (recorded: ${recorded.docusaurus}) changed these upstream files; compare each with our files, ${RERECORD}:\n${changed.join('\n')}\n`,
    ).toEqual([]);
  });
});
