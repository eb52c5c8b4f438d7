import {describe, expect, it} from 'vitest';
import {isContentFile, parseNameStatus, parsePathList} from './changes';

describe('the change set', () => {
  it('reads git’s NUL-separated name-status: added, modified, deleted, renamed', () => {
    const output = [
      'M',
      'docs/a.mdx',
      'A',
      'docs/new page.mdx',
      'D',
      'docs/gone.mdx',
      'R097',
      'docs/old.mdx',
      'docs/moved.mdx',
      '',
    ].join('\0');
    expect(parseNameStatus(output)).toEqual({
      present: ['docs/a.mdx', 'docs/new page.mdx', 'docs/moved.mdx'],
      removed: ['docs/gone.mdx', 'docs/old.mdx'],
    });
    expect(parsePathList('a.md\0b.mdx\0')).toEqual(['a.md', 'b.mdx']);
  });

  it('checks only Markdown and MDX pages of the docs and the blog', () => {
    expect(
      [
        'docs/a.mdx',
        'versioned_docs/version-9.x/b.md',
        'blog/2021-05-05-x.mdx',
        'blog/authors.yml',
        'README.md',
        'src/x.ts',
      ].filter(isContentFile),
    ).toEqual(['docs/a.mdx', 'versioned_docs/version-9.x/b.md', 'blog/2021-05-05-x.mdx']);
  });
});
