/** TWEET_EMBEDS=off: quoted posts stay quotes, and no page, bundle or header names Twitter's script host. */
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {cspOf} from './hostConfig';
import {filesContaining, modeDir, readPage} from './modes';

const dir = modeDir('tweets-off');
const QUOTING = ['/', '/docs/community/love'];

describe('tweet embeds off', () => {
  it.each(QUOTING)('%s keeps its quoted posts, without the embed markers', (route) => {
    const $ = load(readPage(dir, route));
    expect($('main blockquote, article blockquote').length, route).toBeGreaterThan(0);
    expect($('meta[name="twitter:dnt"]').length, route).toBe(0);
    expect(readPage(dir, route)).not.toContain('platform.twitter.com');
  });

  it("no page or bundle loads Twitter's script", () => {
    expect(filesContaining(dir, 'platform.twitter.com', /\.(html|js)$/)).toEqual([]);
  });

  it('has a CSP without Twitter, and /privacy does not list it', () => {
    expect(cspOf(dir)).not.toMatch(/twitter/i);
    expect(readPage(dir, '/privacy')).not.toMatch(/platform\.twitter\.com/);
  });
});
