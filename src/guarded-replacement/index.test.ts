import {describe, expect, it} from 'vitest';
import {moduleTest, replacementProblem} from '.';

const ORIGINAL = /theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;
const STAND_IN = '/site/src/plugins/code-highlight/noPrism.ts';

describe('a guarded module replacement', () => {
  it('is fine when the stand-in is bundled and the original is not', () => {
    expect(
      replacementProblem('code-highlight', ['/site/node_modules/react/index.js', STAND_IN], ORIGINAL, STAND_IN),
    ).toBeNull();
  });

  it('reports the original back in the bundle', () => {
    const resources = ['/site/node_modules/@docusaurus/theme-classic/lib/prism-include-languages.js'];
    expect(replacementProblem('code-highlight', resources, ORIGINAL, STAND_IN)).toMatch(
      /prism-include-languages\.js is in the bundle/,
    );
  });

  it('reports a pattern that matched nothing: the stand-in is missing', () => {
    expect(replacementProblem('code-highlight', ['/site/node_modules/react/index.js'], ORIGINAL, STAND_IN)).toMatch(
      /no module matched/,
    );
  });
});

describe("an upstream module's file", () => {
  it('matches its module on either path separator', () => {
    const test = moduleTest('@docusaurus/theme-common/lib/utils/reactUtils.js');
    expect(test.test('/site/node_modules/@docusaurus/theme-common/lib/utils/reactUtils.js')).toBe(true);
    expect(test.test('C:\\site\\node_modules\\@docusaurus\\theme-common\\lib\\utils\\reactUtils.js')).toBe(true);
    expect(test.test('/site/node_modules/@docusaurus/theme-common/lib/utils/reactUtils.js.map')).toBe(false);
  });
});
