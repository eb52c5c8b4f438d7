/** The /media page's regions, as a screen reader's landmark list names them. */
import {load, type CheerioAPI} from 'cheerio';
import type {AnyNode} from 'domhandler';
import {describe, expect, it} from 'vitest';
import {readRoute} from './html';

/** An element's name from its content, as accessibility APIs compute it: a child with aria-label counts by its label. */
function nameFromContent($: CheerioAPI, node: AnyNode): string {
  return $(node)
    .contents()
    .map((_, child) => {
      if (child.type === 'text') return child.data;
      const label = $(child).attr('aria-label');
      return label ?? nameFromContent($, child);
    })
    .get()
    .join(' ')
    .replace(/[\s\u200b]+/g, ' ')
    .trim();
}

describe('/media', () => {
  it("names each region by its heading's words, not with the heading's anchor link", () => {
    const $ = load(readRoute('/media'));
    const names = $('main section')
      .map((_, section) => {
        const labelledBy = $(section).attr('aria-labelledby');
        return labelledBy ? nameFromContent($, $(`#${labelledBy}`)[0]!) : ($(section).attr('aria-label') ?? '');
      })
      .get();
    expect(names).toEqual(['Logo and wordmarks', 'Colour and font']);
  });
});
