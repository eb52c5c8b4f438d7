import {describe, expect, it} from 'vitest';
import {formatFinding, sortFindings, summaryLine, type Finding} from './findings';

const finding = (file: string, line: number, kind: Finding['kind']): Finding => ({file, line, kind, message: 'm'});

describe('the report', () => {
  it('writes one line per finding, file:line: kind: message, sorted by file and line', () => {
    const sorted = sortFindings([
      finding('docs/b.mdx', 3, 'link'),
      finding('docs/a.mdx', 9, 'mdx'),
      finding('docs/b.mdx', 1, 'audit'),
    ]);
    expect(sorted.map(formatFinding)).toEqual([
      'docs/a.mdx:9: mdx: m',
      'docs/b.mdx:1: audit: m',
      'docs/b.mdx:3: link: m',
    ]);
  });

  it('closes with a summary line that counts problems by kind, with the time', () => {
    expect(summaryLine([], 1, 7.94)).toBe('check: no problems in 1 page in 7.9 s');
    expect(summaryLine([finding('a', 1, 'link'), finding('a', 2, 'link'), finding('b', 1, 'spelling')], 3, 12)).toBe(
      'check: 3 problems in 2 of 3 pages (link 2, spelling 1) in 12.0 s',
    );
  });
});
