import {describe, expect, it} from 'vitest';
import {DEPRECATION_NOTES, explainBareDeprecations} from './deprecations';

const notes = {router: "v9's router builder."};

describe('explainBareDeprecations', () => {
  it('fills an empty "Deprecated" section, before the next heading or at the end', () => {
    const page = ['# Function: router()', '', '## Deprecated', '', '## Returns', '', '`Router`'].join('\n');
    expect(explainBareDeprecations(page, 'router', notes)).toBe(
      ['# Function: router()', '', '## Deprecated', '', "v9's router builder.", '', '## Returns', '', '`Router`'].join(
        '\n',
      ),
    );
    expect(explainBareDeprecations('# Function: router()\n\n#### Deprecated\n', 'router', notes)).toContain(
      "#### Deprecated\n\nv9's router builder.",
    );
  });

  it('leaves a section that says something as the package wrote it', () => {
    const page = '# Interface: HttpBatchLinkOptions\n\n## Deprecated\n\nuse `HTTPBatchLinkOptions` instead\n';
    expect(explainBareDeprecations(page, 'HttpBatchLinkOptions', notes)).toBe(page);
  });

  it('fails on an empty section whose symbol has no note, naming the file to write it in', () => {
    expect(() => explainBareDeprecations('# Function: other()\n\n## Deprecated\n', 'other', notes)).toThrow(
      /other.*deprecations\.ts/,
    );
    // A name that is only inherited from Object.prototype is no note either.
    expect(() => explainBareDeprecations('## Deprecated', 'toString', notes)).toThrow();
  });

  it('has notes that link the migration guide at a section', () => {
    for (const note of Object.values(DEPRECATION_NOTES))
      expect(note).toMatch(/\]\(\/docs\/migrate-from-v9-to-v10#[a-z-]+\)/);
  });
});
