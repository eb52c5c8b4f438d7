import {describe, expect, it} from 'vitest';
import {NEW_ISSUE_URL} from '../../docs-model/issues';
import {MAX_QUOTE, problemReportUrl} from './report';

const params = (url: string) => {
  expect(url.startsWith(`${NEW_ISSUE_URL}?`)).toBe(true);
  return new URL(url).searchParams;
};

describe('problemReportUrl', () => {
  const facts = ['Page: https://trpc.io/docs/faq', 'Version: 10.x (@trpc/server 10.30.0)'];

  it('names the page and its version, and asks what is wrong', () => {
    const query = params(problemReportUrl('FAQ', facts));
    expect(query.get('title')).toBe('Docs: FAQ');
    expect(query.get('body')).toBe(
      'Page: https://trpc.io/docs/faq\nVersion: 10.x (@trpc/server 10.30.0)\n\nWhat is wrong, and what should it say?\n',
    );
  });

  it('adds the section and the selected text, quoted line by line', () => {
    const body = params(
      problemReportUrl('FAQ', facts, 'Imports (https://trpc.io/docs/faq#imports)', ' line one\nline two \n'),
    ).get('body');
    expect(body).toContain('Section: Imports (https://trpc.io/docs/faq#imports)\n');
    expect(body).toContain('\nQuoted text:\n> line one\n> line two\n');
  });

  it('cuts a long selection and ignores a blank one', () => {
    const body = params(problemReportUrl('FAQ', facts, undefined, 'x'.repeat(5000))).get('body')!;
    expect(body).toContain(`> ${'x'.repeat(MAX_QUOTE)}…`);
    expect(body.length).toBeLessThan(MAX_QUOTE + 200);
    expect(params(problemReportUrl('FAQ', facts, undefined, '  \n ')).get('body')).not.toContain('Quoted');
  });

  it('keeps markup as text in the query (GitHub shows it as the reader wrote it)', () => {
    const url = problemReportUrl('FAQ', facts, undefined, '<img src=x onerror=alert(1)> & ?x=1#y');
    expect(url).not.toMatch(/[<>"' ]/);
    expect(params(url).get('body')).toContain('> <img src=x onerror=alert(1)> & ?x=1#y');
  });
});
