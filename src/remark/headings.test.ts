import {describe, expect, it} from 'vitest';
import {headingsOf} from './headings';

describe('headingsOf', () => {
  it('reads second- and third-level headings with the ids Docusaurus gives them, skipping code blocks', () => {
    const markdown = [
      '# Title',
      '## Options of `initTRPC`',
      '```ts',
      '## not a heading',
      '```',
      '### Twice',
      '### Twice',
      '#### Deep',
      '## Custom {#my-id}',
    ].join('\n');
    expect(headingsOf(markdown)).toEqual([
      {text: 'Options of initTRPC', id: 'options-of-inittrpc', depth: 2},
      {text: 'Twice', id: 'twice', depth: 3},
      {text: 'Twice', id: 'twice-1', depth: 3},
      {text: 'Custom', id: 'my-id', depth: 2},
    ]);
  });
});
