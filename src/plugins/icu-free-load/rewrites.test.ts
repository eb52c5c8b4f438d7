import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {REWRITES} from './rewrites';

const installed = (module: string) => fs.readFileSync(path.resolve(__dirname, '../../../node_modules', module), 'utf8');

describe('the localeCompare rewrites', () => {
  it.each(REWRITES)('find their text once in the installed $module, and leave no localeCompare', (rewrite) => {
    const source = installed(rewrite.module);
    expect(source.split(rewrite.search)).toHaveLength(2);
    expect(source.replace(rewrite.search, rewrite.replace)).not.toMatch(/localeCompare/);
  });

  it('sort the docs plugins so that the longest matching path still comes first', () => {
    const {search, replace} = REWRITES[0]!;
    const paths = ['/', '/docs', '/docs/typedoc', '/blog', '/docs-extra', '/a/b', '/a'];
    // The sort calls, with `Object.entries` pairs, as upstream writes them.
    const sortWith = (code: string) =>
      new Function('entries', `return entries${code}.map(([, p]) => p.path);`) as (
        entries: Array<[string, {path: string}]>,
      ) => string[];
    const entries = paths.map((p, i): [string, {path: string}] => [`id${i}`, {path: p}]);
    const before = sortWith(search)(entries);
    const after = sortWith(replace)(entries);
    const firstPrefixOf = (list: string[], pathname: string) =>
      list.find((p) => pathname === p || pathname.startsWith(p.endsWith('/') ? p : `${p}/`));
    for (const pathname of ['/docs/typedoc/x', '/docs/x', '/docs-extra/y', '/a/b/c', '/a/c', '/blog/post', '/other'])
      expect(firstPrefixOf(after, pathname)).toBe(firstPrefixOf(before, pathname));
  });

  it('give a consistent order of keys, whatever order the object was written in', () => {
    const {replace} = REWRITES[1]!;
    const sortKeys = new Function('deps', `${replace} return deps.map(([k]) => k);`) as (
      deps: Array<[string, unknown]>,
    ) => string[];
    const keys = ['subtree', 'attributes', 'childList', 'characterData', 'Zeta', 'alpha'];
    const once = sortKeys(keys.map((k) => [k, 1]));
    expect(sortKeys([...keys].reverse().map((k) => [k, 1]))).toEqual(once);
    expect(new Set(once).size).toBe(keys.length);
  });
});
