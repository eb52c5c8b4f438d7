import {describe, expect, it} from 'vitest';
import {compareWithRecord} from './compare';

const recorded = {
  docusaurus: '3.10.2',
  files: {
    'a/lib/A.js': {sha256: 'aaa', reason: 'replaced or ejected', ours: ['src/theme/A/index.tsx']},
    'b/lib/B.js': {sha256: 'bbb', reason: 'module replaced in the bundle', ours: ['src/plugins/b/b.ts']},
    'c/lib/C.js': {sha256: 'ccc', reason: 'private file imported', ours: ['src/c.ts']},
  },
};
const guard = (upstream: string) => ({upstream, reason: 'r', ours: ['ours.ts']});

describe('compareWithRecord', () => {
  it('names the guarded files whose hash moved, those that are new and those no longer guarded', () => {
    const hashes: Record<string, string> = {'a/lib/A.js': 'aaa', 'b/lib/B.js': 'missing', 'd/lib/D.js': 'ddd'};
    const drift = compareWithRecord(recorded, ['a/lib/A.js', 'b/lib/B.js', 'd/lib/D.js'].map(guard), (f) => hashes[f]!);
    expect(drift.changed.map((g) => g.upstream)).toEqual(['b/lib/B.js']);
    expect(drift.added).toEqual(['d/lib/D.js']);
    expect(drift.dropped).toEqual(['c/lib/C.js']);
  });

  it('finds nothing when every file is as recorded', () => {
    const guards = Object.keys(recorded.files).map(guard);
    const sha = (f: string) => recorded.files[f as keyof typeof recorded.files].sha256;
    expect(compareWithRecord(recorded, guards, sha)).toEqual({changed: [], added: [], dropped: []});
  });
});
