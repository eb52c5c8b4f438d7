import {describe, expect, it} from 'vitest';
import {findSection, headingKey, markdownHeadings, sectionsOf, slugOf} from './sections';

const twin = [
  '> tRPC 10.x docs for agents',
  '',
  '# Server-Side Rendering',
  '',
  'Intro.',
  '',
  '## Turning on `ssr: true`',
  '',
  'How.',
  '',
  '```md',
  '## Not a heading: inside code',
  '```',
  '',
  '### Options',
  '',
  'A table.',
  '',
  '## Costs',
  '',
  'Slower.',
  '',
].join('\n');

describe('markdownHeadings', () => {
  it('finds ATX headings with their depth and offset, and none inside fenced code', () => {
    const headings = markdownHeadings(twin);
    expect(headings.map((h) => [h.depth, h.text])).toEqual([
      [1, 'Server-Side Rendering'],
      [2, 'Turning on `ssr: true`'],
      [3, 'Options'],
      [2, 'Costs'],
    ]);
    expect(twin.slice(headings[1]!.start)).toMatch(/^## Turning on/);
  });

  it('keeps a fence open until one of the same character and length closes it', () => {
    const text = '````md\n```\n## Still code\n```\n````\n## After';
    expect(markdownHeadings(text).map((h) => h.text)).toEqual(['After']);
  });
});

describe('headingKey and slugOf', () => {
  it('lets the twin’s inline Markdown meet the index’s plain text', () => {
    expect(headingKey('The costs of `ssr: true`')).toBe(headingKey('The costs of ssr: true'));
    expect(headingKey("must not be the wildcard '\\*'")).toBe(headingKey("must not be the wildcard '*'"));
    expect(headingKey('See [links](https://trpc.io/docs/client/links)')).toBe(headingKey('See links'));
  });

  it('slugs a heading as the site does when it has no custom id', () => {
    expect(slugOf('The costs of `ssr: true`')).toBe('the-costs-of-ssr-true');
    expect(slugOf('Using [httpLink](/docs/x) in Next.js')).toBe('using-httplink-in-nextjs');
  });
});

describe('sectionsOf', () => {
  it('takes each anchor from the index by the heading’s text, in order, and ends a section at the next heading of its level or higher', () => {
    const sections = sectionsOf(twin, [
      {text: 'Turning on ssr: true', anchor: 'enable'},
      {text: 'Options', anchor: 'options'},
      {text: 'Costs', anchor: 'costs'},
    ]);
    expect(sections.map((s) => s.anchor)).toEqual(['enable', 'options', 'costs']);
    const [enable, options, costs] = sections;
    expect(twin.slice(enable!.start, enable!.end)).toContain('A table.');
    expect(enable!.end).toBe(costs!.start);
    expect(options!.end).toBe(costs!.start);
    expect(costs!.end).toBe(twin.length);
  });

  it('slugs the headings the index does not know, numbering repeats as the site does', () => {
    const text = '# T\n\n## Example\n\na\n\n## Example\n\nb\n';
    expect(sectionsOf(text, []).map((s) => s.anchor)).toEqual(['example', 'example-1']);
    expect(sectionsOf(text, [{text: 'Example', anchor: 'first'}]).map((s) => s.anchor)).toEqual(['first', 'example']);
  });
});

describe('findSection', () => {
  const sections = sectionsOf(twin, [{text: 'Turning on ssr: true', anchor: 'enable'}]);
  it('finds a section by anchor, with or without #, in any case, or by its heading text', () => {
    expect(findSection(sections, 'enable')?.text).toBe('Turning on `ssr: true`');
    expect(findSection(sections, '#Options')?.anchor).toBe('options');
    expect(findSection(sections, 'turning on ssr: true')?.anchor).toBe('enable');
    expect(findSection(sections, 'nope')).toBeUndefined();
    expect(findSection(sections, '#')).toBeUndefined();
  });
});
