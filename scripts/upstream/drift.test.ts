/**
 * Fails when a Docusaurus upgrade (or a hand edit in node_modules) changes an
 * upstream file that the site replaces, ejects, wraps unsafely or imports
 * privately (scripts/upstream/guarded.ts says which), and names the files to
 * re-review. handbook/upgrading-docusaurus.md says what to do then.
 */
import {describe, expect, it} from 'vitest';
import fs from 'node:fs';
import {compareWithRecord} from './compare';
import {currentGuards, docusaurusVersion, hashOf, RECORD, type Recorded} from './files';

const recorded = JSON.parse(fs.readFileSync(RECORD, 'utf8')) as Recorded;
const RERECORD = 'then run `npm run upstream:record` and commit tests/upstream-files.json';

describe('upstream files the site depends on', () => {
  // Read once: finding the guards walks every source file of src/.
  const guards = currentGuards();
  const drift = compareWithRecord(recorded, guards, hashOf);

  it('are all recorded, and nothing recorded is no longer depended on', () => {
    expect({added: drift.added, dropped: drift.dropped}, `the guarded files changed: ${RERECORD}`).toEqual({
      added: [],
      dropped: [],
    });
  });

  it('are each a file that exists (a guard on a missing file could never trip)', () => {
    expect(guards.filter((g) => hashOf(g.upstream) === 'missing').map((g) => g.upstream)).toEqual([]);
  });

  it('are unchanged since they were last reviewed', () => {
    const changed = drift.changed.map(
      (g) => `  node_modules/${g.upstream} (${g.reason}) → re-review ${g.ours.join(', ')}`,
    );
    expect(
      changed,
      `Docusaurus ${docusaurusVersion()} (recorded: ${recorded.docusaurus}) changed these upstream files; compare each with our files, ${RERECORD}:\n${changed.join('\n')}\n`,
    ).toEqual([]);
  });
});
