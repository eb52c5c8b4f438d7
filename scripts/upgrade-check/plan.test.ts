import {describe, expect, it} from 'vitest';
import {docusaurusPackages, drifted, failedTests, guardLines, lastLines, renderReport, withDocusaurus} from './plan';

const pkg = {
  name: 'site',
  dependencies: {'@docusaurus/core': '3.10.2', react: '19.0.0'},
  devDependencies: {'@docusaurus/types': '3.10.2', vitest: '3.2.7'},
};

describe('the upgrade drill', () => {
  it('moves every @docusaurus/* package, and only those, to one exact version', () => {
    expect(docusaurusPackages(pkg)).toEqual(['@docusaurus/core', '@docusaurus/types']);
    expect(withDocusaurus(pkg, '4.0.0-canary-6808')).toEqual({
      name: 'site',
      dependencies: {'@docusaurus/core': '4.0.0-canary-6808', react: '19.0.0'},
      devDependencies: {'@docusaurus/types': '4.0.0-canary-6808', vitest: '3.2.7'},
    });
  });

  it('lists each changed guarded file with the files of ours to re-review, and says whether any drifted', () => {
    const report = {
      docusaurus: '4.0.0-canary-6808',
      recorded: '3.10.2',
      guarded: 37,
      changed: [
        {upstream: '@docusaurus/core/lib/client/exports/Link.js', reason: 'module replaced', ours: ['src/Link.tsx']},
      ],
      added: [],
      dropped: ['x/lib/gone.js'],
    };
    expect(guardLines(report)).toEqual([
      '1 of 37 guarded upstream files changed (recorded against 3.10.2, installed 4.0.0-canary-6808):',
      '- `@docusaurus/core/lib/client/exports/Link.js` (module replaced) → re-review `src/Link.tsx`',
      '- no longer guarded (removed or moved upstream): `x/lib/gone.js`',
    ]);
    expect(drifted(report)).toBe(true);
    const none = {...report, changed: [], dropped: []};
    expect(drifted(none)).toBe(false);
    expect(guardLines(none)).toEqual([
      '0 of 37 guarded upstream files changed (recorded against 3.10.2, installed 4.0.0-canary-6808).',
    ]);
  });

  it('names failed tests by file, and a file that failed to load by its message', () => {
    const root = '/tmp/copy';
    const report = {
      testResults: [
        {
          name: '/tmp/copy/tests/build/a.test.ts',
          status: 'failed',
          assertionResults: [
            {fullName: 'a works', status: 'failed'},
            {fullName: 'b', status: 'passed'},
          ],
        },
        {
          name: '/tmp/copy/tests/build/b.test.ts',
          status: 'failed',
          message: 'Cannot find module x\n at …',
          assertionResults: [],
        },
        {
          name: '/tmp/copy/tests/build/c.test.ts',
          status: 'passed',
          assertionResults: [{fullName: 'c', status: 'passed'}],
        },
      ],
    };
    expect(failedTests(report, root)).toEqual([
      'tests/build/a.test.ts › a works',
      'tests/build/b.test.ts › Cannot find module x',
    ]);
  });

  it('keeps the last lines of a log that say something, without colours', () => {
    expect(lastLines('one\n\n\x1b[31mError: two\x1b[39m\nthree  \n\n', 2)).toEqual(['Error: two', 'three']);
  });

  it('reports each step in a table, then the details of those that have any', () => {
    const report = renderReport('3.10.2', 'v20.20.2', [
      {name: 'npm install', ok: true, seconds: 41.2, detail: []},
      {name: 'guarded upstream files', ok: false, result: '1 changed of 37', seconds: 3, detail: ['- `a.js`']},
    ]);
    expect(report).toContain('## Docusaurus 3.10.2 (Node v20.20.2)');
    expect(report).toContain('| npm install | passed | 41 s |');
    expect(report).toContain('| guarded upstream files | 1 changed of 37 | 3 s |');
    expect(report).toContain('### guarded upstream files\n\n- `a.js`');
    expect(report).not.toContain('### npm install');
  });
});
