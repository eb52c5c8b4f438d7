import {describe, expect, it} from 'vitest';
import {guardedReplacement} from './replacement';

describe('a guarded module replacement', () => {
  it('rewrites what it matches and then has nothing to report', () => {
    const guarded = guardedReplacement('code-highlight', /prism-include-languages/, '/site/noPrism.ts');
    const resource = {request: './prism-include-languages'};
    guarded.replace(resource);
    expect(resource.request).toBe('/site/noPrism.ts');
    expect(guarded.check()).toBeNull();
  });

  it('reports a pattern that matched nothing, naming it', () => {
    const message = guardedReplacement('code-highlight', /prism-include-languages/, '/site/noPrism.ts').check();
    expect(message).toMatch(/code-highlight: no module matched \/prism-include-languages\//);
  });
});
