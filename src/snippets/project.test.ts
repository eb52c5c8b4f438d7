import {describe, expect, it} from 'vitest';
import type {Snippet} from './extract';
import {pageProject} from './project';

const snippet = (line: number, title?: string, lang: Snippet['lang'] = 'ts'): Snippet => ({
  page: 'p.mdx',
  lang,
  title,
  skip: false,
  v9: false,
  code: '',
  line,
});

describe('pageProject', () => {
  it('places titled blocks at their path and untitled ones at the root', () => {
    const files = pageProject('/root', [snippet(3, 'server/trpc.ts'), snippet(9), snippet(20, './utils/api', 'tsx')]);
    expect(files.map((f) => f.fileName)).toEqual([
      '/root/server/trpc.ts',
      '/root/__snippet_line9.ts',
      '/root/utils/api.tsx',
    ]);
  });

  it('lets the last block of a repeated file keep its name', () => {
    const files = pageProject('/root', [snippet(3, 'server.ts'), snippet(30, 'server.ts')]);
    expect(files.map((f) => f.fileName)).toEqual(['/root/server.__line3.ts', '/root/server.ts']);
  });
});
