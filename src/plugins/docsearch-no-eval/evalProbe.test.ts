import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {DOCSEARCH_PROBE_FILES} from '.';

const {withoutEvalProbe, PROBE} = createRequire(__filename)('./evalProbe.cjs') as {
  withoutEvalProbe: (source: string, file?: string) => string;
  PROBE: string;
};

describe('withoutEvalProbe', () => {
  it('answers "no eval" without calling Function', () => {
    const source = `var a=f(function(){try{${PROBE}}catch(e){return!1}});`;
    const out = withoutEvalProbe(source);
    expect(out).not.toContain('Function(');
    expect(new Function(out.replace('var a=f(', 'return (').replace(/\);$/, ')'))()()).toBe(false);
  });

  it('fails on a module with no probe, or two, naming the file', () => {
    expect(() => withoutEvalProbe('nothing here', 'x.js')).toThrow(/found 0.*docsearch-no-eval/s);
    expect(() => withoutEvalProbe(PROBE + PROBE, 'x.js')).toThrow(/x\.js, found 2/);
  });

  it('finds the probe once in each installed DocSearch file it is applied to', () => {
    for (const file of DOCSEARCH_PROBE_FILES) {
      const source = fs.readFileSync(path.resolve(__dirname, '../../../node_modules', file), 'utf8');
      expect(() => withoutEvalProbe(source, file), file).not.toThrow();
    }
  });
});
