import {describe, expect, it} from 'vitest';
import {cspReportUri, editUrlBaseOf, packageRepository, parseEnv} from './env';

describe('parseEnv', () => {
  it('defaults to trpc.io, offline search, no analytics', () => {
    expect(parseEnv({})).toEqual({
      siteUrl: 'https://trpc.io',
      algolia: null,
      gtagId: null,
      e2e: false,
      tweetEmbeds: true,
      // package.json names no repository of this site: no page offers an edit link.
      editUrlBase: null,
      persistentCache: true,
    });
  });

  it('keeps the bundler cache in the dev server, not in a production build, unless BUILD_CACHE says', () => {
    expect(parseEnv({NODE_ENV: 'development'}).persistentCache).toBe(true);
    expect(parseEnv({NODE_ENV: 'production'}).persistentCache).toBe(false);
    expect(parseEnv({NODE_ENV: 'production', BUILD_CACHE: 'on'}).persistentCache).toBe(true);
    expect(parseEnv({NODE_ENV: 'development', BUILD_CACHE: 'off'}).persistentCache).toBe(false);
    expect(() => parseEnv({BUILD_CACHE: 'yes'})).toThrow(/BUILD_CACHE/);
  });

  it('reads Algolia with the default index name', () => {
    const env = parseEnv({ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'key'});
    expect(env.algolia).toEqual({appId: 'APP', apiKey: 'key', indexName: 'trpc'});
  });

  it('rejects half an Algolia configuration', () => {
    expect(() => parseEnv({ALGOLIA_APP_ID: 'APP'})).toThrow(/both/);
  });

  it('rejects a SITE_URL with a path and trims a trailing slash', () => {
    expect(() => parseEnv({SITE_URL: 'https://example.com/docs'})).toThrow(/origin/);
    expect(parseEnv({SITE_URL: 'https://example.com/'}).siteUrl).toBe('https://example.com');
  });

  it('treats blank values as unset', () => {
    expect(parseEnv({GTAG_ID: '  ', TRPC_E2E: '1'})).toMatchObject({gtagId: null, e2e: true});
  });

  it('embeds posts unless TWEET_EMBEDS is off, and rejects anything else', () => {
    expect(parseEnv({TWEET_EMBEDS: 'off'}).tweetEmbeds).toBe(false);
    expect(parseEnv({TWEET_EMBEDS: 'ON'}).tweetEmbeds).toBe(true);
    expect(() => parseEnv({TWEET_EMBEDS: 'no'})).toThrow(/TWEET_EMBEDS/);
  });

  it('points "Edit this page" at EDIT_URL_BASE, ending in a slash, and rejects what is no URL', () => {
    expect(parseEnv({EDIT_URL_BASE: 'https://github.com/me/site/edit/main'}).editUrlBase).toBe(
      'https://github.com/me/site/edit/main/',
    );
    expect(() => parseEnv({EDIT_URL_BASE: 'github.com/me/site'})).toThrow(/EDIT_URL_BASE/);
  });

  it('reads the repository from package.json, where none is named yet, so there is no edit link', () => {
    expect(packageRepository()).toBeUndefined();
    expect(parseEnv({}).editUrlBase).toBeNull();
  });

  it('edits in the repository package.json names, in its folder, on main; EDIT_URL_BASE wins', () => {
    const repository = {type: 'git', url: 'git+https://github.com/me/site.git', directory: 'www/'};
    expect(parseEnv({}, repository).editUrlBase).toBe('https://github.com/me/site/edit/main/www/');
    expect(parseEnv({EDIT_URL_BASE: 'https://git.example/edit/x/'}, repository).editUrlBase).toBe(
      'https://git.example/edit/x/',
    );
    for (const url of ['me/site', 'github:me/site', 'https://github.com/me/site', 'git@github.com:me/site.git'])
      expect(editUrlBaseOf(url), url).toBe('https://github.com/me/site/edit/main/');
    expect(editUrlBaseOf(undefined)).toBeNull();
    expect(() => editUrlBaseOf('gitlab:me/site')).toThrow(/EDIT_URL_BASE/);
  });
});

describe('cspReportUri', () => {
  it('is unset by default and takes an https URL', () => {
    expect(cspReportUri({})).toBeNull();
    expect(cspReportUri({CSP_REPORT_URI: ' https://reports.example/csp '})).toBe('https://reports.example/csp');
  });

  it('refuses what would break the header or send reports in the clear', () => {
    for (const bad of [
      'http://reports.example/csp',
      'https://a.example/x; script-src *',
      'reports.example',
      "https://a'b",
    ])
      expect(() => cspReportUri({CSP_REPORT_URI: bad}), bad).toThrow(/CSP_REPORT_URI/);
  });
});
