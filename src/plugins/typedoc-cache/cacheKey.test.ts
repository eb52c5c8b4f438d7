import {describe, expect, it} from 'vitest';
import {cacheKey, isFresh} from './cacheKey';

const inputs = {
  packages: {'@trpc/server': '10.30.0', typedoc: '0.28.20'},
  options: {out: 'docs/typedoc/server', sidebar: {pretty: true}},
  tsconfig: '{}',
};

describe('the API reference cache key', () => {
  it('is the same for the same inputs, whatever the order of option keys', () => {
    const reordered = {...inputs, options: {sidebar: {pretty: true}, out: 'docs/typedoc/server'}};
    expect(cacheKey(reordered)).toBe(cacheKey(inputs));
  });

  it('changes with a package version, an option or the tsconfig', () => {
    const key = cacheKey(inputs);
    expect(cacheKey({...inputs, packages: {...inputs.packages, '@trpc/server': '10.31.0'}})).not.toBe(key);
    expect(cacheKey({...inputs, options: {...inputs.options, excludePrivate: false}})).not.toBe(key);
    expect(cacheKey({...inputs, tsconfig: '{"compilerOptions":{}}'})).not.toBe(key);
  });

  it('reuses the output only when its key matches and the output is there', () => {
    expect(isFresh('k', 'k', true)).toBe(true);
    expect(isFresh('k', 'k', false)).toBe(false);
    expect(isFresh(null, 'k', true)).toBe(false);
    expect(isFresh('old', 'k', true)).toBe(false);
  });
});
