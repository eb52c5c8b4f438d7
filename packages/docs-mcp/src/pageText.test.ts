import {describe, expect, it} from 'vitest';
import {DocsError} from './errors';
import {pageText} from './pageText';

const twin = [
  '# Troubleshooting',
  '',
  'Intro.',
  '',
  '## Requests',
  '',
  '### 414 "URI Too Long" from a batch',
  '',
  'Set `maxURLLength`.',
  '',
  '### `Batching is not enabled`',
  '',
  'Turn it on.',
  '',
  '## See also',
  '',
  '- Links',
  '',
].join('\n');
// The index's anchors: custom ids, which the twin does not carry.
const known = [
  {text: 'Requests', anchor: 'requests'},
  {text: '414 "URI Too Long" from a batch', anchor: 'url-too-long'},
  {text: 'Batching is not enabled', anchor: 'batching-not-enabled'},
  {text: 'See also', anchor: 'see-also'},
];
const read = (request: Parameters<typeof pageText>[2]) => pageText(twin, known, request, '/docs/troubleshooting');

describe('pageText', () => {
  it('returns the page as it is without a request', () => {
    expect(read({})).toBe(twin);
  });

  it('returns a section by its anchor: its heading through to the next heading of the same or a higher level', () => {
    expect(read({section: 'url-too-long'})).toBe('### 414 "URI Too Long" from a batch\n\nSet `maxURLLength`.\n');
    expect(read({section: '#requests'})).toBe(
      twin.slice(twin.indexOf('## Requests'), twin.indexOf('## See also')).trimEnd() + '\n',
    );
  });

  it('says which sections there are when the one asked for is not, without throwing anything but its answer', () => {
    expect(() => read({section: 'nope'})).toThrow(DocsError);
    expect(() => read({section: 'nope'})).toThrow(
      'No section "nope" on /docs/troubleshooting. Its sections: requests, url-too-long, batching-not-enabled, see-also.',
    );
    expect(() => pageText('# Title\n\nText.\n', [], {section: 'x'}, '/docs/x')).toThrow(/\/docs\/x has no sections/);
  });

  it('cuts to a budget at a paragraph (not right after a heading) and ends with how to read the rest', () => {
    const answer = read({maxChars: 60});
    const [text, note] = answer.split('\n\n[');
    // "## Requests" would fit, but alone it says nothing: the cut comes before it.
    expect(text).toBe('# Troubleshooting\n\nIntro.');
    const next = twin.indexOf('## Requests');
    expect(note).toBe(
      `Cut to maxChars 60: characters 0 to ${next} of ${twin.length}. For the rest, call get_page with offset ${next} and the same url and maxChars, or one section at a time with section set to one of: requests, url-too-long, batching-not-enabled, see-also.]`,
    );
    expect(read({maxChars: 60, offset: next})).toMatch(/^## Requests\n\n### 414/);
  });

  it('cuts a section to a budget, with offsets within the section', () => {
    const answer = read({section: 'requests', maxChars: 90});
    expect(answer).toMatch(/^## Requests\n\n### 414 "URI Too Long" from a batch\n\nSet `maxURLLength`\.\n\n\[Cut/);
    expect(answer).toMatch(
      /same url, section and maxChars, or one section at a time with section set to one of: batching-not-enabled\.\]$/,
    );
    const offset = Number(/offset (\d+)/.exec(answer)![1]);
    expect(read({section: 'requests', maxChars: 90, offset})).toBe('### `Batching is not enabled`\n\nTurn it on.\n');
  });

  it('says when an offset is past the end', () => {
    expect(() => read({offset: twin.length})).toThrow(`Offset ${twin.length} is past the end`);
  });
});
