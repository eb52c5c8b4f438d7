import {describe, expect, it} from 'vitest';
import applyTrailingSlash from '@docusaurus/utils-common/lib/applyTrailingSlash';
import {UPSTREAM_LINK} from './index';
import {isPlainAnchor, linkTarget, type LinkTargetInput} from './linkTarget';

/** A site served under /trpc/ whose URLs end without a slash, like ours under its base URL. */
const site = (overrides: Partial<LinkTargetInput>): LinkTargetInput => ({
  target: undefined,
  internal: true,
  autoAddBaseUrl: true,
  withBaseUrl: (url) => `/trpc${url}`,
  withTrailingSlash: (url) => applyTrailingSlash(url, {trailingSlash: false, baseUrl: '/trpc/'}),
  hashRouter: false,
  ...overrides,
});

describe("a link's target", () => {
  it('gets the base URL and the trailing-slash rule when it is root-relative and internal', () => {
    expect(linkTarget(site({target: '/docs/server/routers/'}))).toBe('/trpc/docs/server/routers');
  });

  it('keeps a relative path relative and leaves the base URL off when asked', () => {
    expect(linkTarget(site({target: 'context'}))).toBe('context');
    expect(linkTarget(site({target: '/docs/x', autoAddBaseUrl: false}))).toBe('/docs/x');
  });

  it('drops the pathname:// escape but still adds the base URL', () => {
    expect(linkTarget(site({target: 'pathname:///llms.txt', internal: false}))).toBe('/trpc/llms.txt');
  });

  it('leaves an external URL as it is', () => {
    const url = 'https://github.com/trpc/trpc/';
    expect(linkTarget(site({target: url, internal: false}))).toBe(url);
  });

  it('has none when the link gives neither `to` nor `href`', () => {
    expect(linkTarget(site({target: undefined}))).toBeUndefined();
  });

  it('loses a leading "." under the hash router only', () => {
    expect(linkTarget(site({target: './img/logo.svg', hashRouter: true}))).toBe('/img/logo.svg');
    expect(linkTarget(site({target: './img/logo.svg'}))).toBe('./img/logo.svg');
  });
});

describe('a plain <a> instead of a route link', () => {
  it('for no target, an external one, or one that opens elsewhere', () => {
    expect(isPlainAnchor(undefined, true, true, false)).toBe(true);
    expect(isPlainAnchor('https://example.com', false, true, false)).toBe(true);
    expect(isPlainAnchor('/docs/x', true, false, false)).toBe(true);
  });

  it('for an anchor on this page, except under the hash router', () => {
    expect(isPlainAnchor('#options', true, true, false)).toBe(true);
    expect(isPlainAnchor('#options', true, true, true)).toBe(false);
  });

  it('not for an internal page that opens here', () => {
    expect(isPlainAnchor('/docs/x', true, true, false)).toBe(false);
  });
});

describe('the module the stand-in replaces', () => {
  it("is Docusaurus's Link, on either path separator, and nothing else", () => {
    expect(UPSTREAM_LINK.test('/site/node_modules/@docusaurus/core/lib/client/exports/Link.js')).toBe(true);
    expect(UPSTREAM_LINK.test('C:\\site\\node_modules\\@docusaurus\\core\\lib\\client\\exports\\Link.js')).toBe(true);
    expect(UPSTREAM_LINK.test('/site/node_modules/@docusaurus/theme-classic/lib/theme/Navbar/Link/index.js')).toBe(
      false,
    );
    expect(UPSTREAM_LINK.test('/site/node_modules/@docusaurus/core/lib/client/exports/Link.js.map')).toBe(false);
  });
});
