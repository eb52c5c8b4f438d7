import {describe, expect, it} from 'vitest';
import {
  contentSecurityPolicy,
  hostConfig,
  SECURITY_HEADERS,
  thirdPartiesOf,
  THIRD_PARTIES,
  UNREPORTED_PAGES,
  type Features,
} from './host';

const NONE: Features = {search: false, analytics: false, tweets: false};
const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('contentSecurityPolicy', () => {
  it('allows only the site itself and its inline scripts by hash when no feature is on', () => {
    const csp = contentSecurityPolicy(['sha256-abc'], NONE);
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'sha256-abc'");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(csp, 'frame-src')).toBe("frame-src 'none'");
    expect(csp).not.toMatch(/algolia|google|twitter|twimg/);
  });

  it('adds Algolia hosts only with hosted search', () => {
    expect(contentSecurityPolicy([], {...NONE, search: true})).toContain('https://*.algolia.net');
    expect(contentSecurityPolicy([], {...NONE, analytics: true, tweets: true})).not.toContain('algolia');
  });

  it('names the GA4 cookies, with Google’s uses and lifetimes, only with analytics', () => {
    const cookies = (features: Features) => thirdPartiesOf(features).flatMap((party) => party.cookies ?? []);
    expect(cookies({search: true, analytics: false, tweets: true})).toEqual([]);
    const ga = cookies({...NONE, analytics: true});
    expect(ga.map((c) => c.name)).toEqual(['_ga', '_ga_*']);
    expect(ga[0]!.why).toMatch(/tells one browser from another.*two years/);
    expect(ga[1]!.why).toMatch(/session.*two years/);
  });

  it('adds analytics hosts only with analytics', () => {
    const csp = contentSecurityPolicy([], {...NONE, analytics: true});
    expect(directive(csp, 'script-src')).toContain('https://www.googletagmanager.com');
    expect(directive(csp, 'connect-src')).toContain('https://www.google-analytics.com');
    expect(contentSecurityPolicy([], {...NONE, search: true, tweets: true})).not.toMatch(/google/);
  });

  it('lets the tweet widget in as a script and a frame, and nothing the embed frame loads itself', () => {
    const csp = contentSecurityPolicy([], {...NONE, tweets: true});
    expect(directive(csp, 'script-src')).toBe("script-src 'self' https://platform.twitter.com");
    expect(directive(csp, 'frame-src')).toBe('frame-src https://platform.twitter.com');
    expect(csp).not.toMatch(/twimg|syndication/);
  });

  it('gives every source of every feature a reason', () => {
    for (const party of Object.values(THIRD_PARTIES)) {
      for (const source of Object.values(party.sources).flat())
        expect(source.why.length, source.host).toBeGreaterThan(5);
    }
  });
});

describe('thirdPartiesOf', () => {
  it('lists the features that are on, in a fixed order', () => {
    expect(thirdPartiesOf(NONE)).toEqual([]);
    expect(thirdPartiesOf({search: true, analytics: false, tweets: true}).map((p) => p.name)).toEqual([
      THIRD_PARTIES.search.name,
      THIRD_PARTIES.tweets.name,
    ]);
  });
});

describe('hostConfig', () => {
  const config = hostConfig({
    redirects: [{source: '/a', destination: '/b', permanent: true}],
    scriptHashes: [],
    features: NONE,
  });

  it('sends HSTS, a Permissions-Policy without interest-cohort, and COOP', () => {
    const headers = Object.fromEntries(config.headers[0]!.headers.map((h) => [h.key, h.value]));
    expect(headers['Strict-Transport-Security']).toMatch(/^max-age=\d{8}/);
    expect(headers['Permissions-Policy']).toContain('browsing-topics=()');
    expect(headers['Permissions-Policy']).not.toContain('interest-cohort');
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(config.headers[0]!.headers.slice(1)).toEqual(SECURITY_HEADERS);
  });

  it('has one URL form, without a trailing slash, and normalises /index before the legacy redirects', () => {
    expect(config.trailingSlash).toBe(false);
    expect(config.cleanUrls).toBe(true);
    expect(config.redirects.map((r) => r.source)).toEqual([
      '/index',
      '/index.html',
      '/:path*/index',
      '/:path*/index.html',
      '/a',
    ]);
  });

  it("sends a page with a Link to its twin, and the twin with a Link naming the page's canonical URL", () => {
    const {headers} = hostConfig({
      redirects: [],
      scriptHashes: [],
      features: NONE,
      markdownTwins: [['/docs/a', '/docs/a.md', 'https://trpc.io/docs/a']],
    });
    expect(headers.filter((rule) => rule.source.startsWith('/docs/a'))).toEqual([
      {
        source: '/docs/a',
        headers: [
          {key: 'Link', value: '</docs/a.md>; rel="alternate"; type="text/markdown"'},
          {key: 'Vary', value: 'Accept'},
        ],
      },
      {source: '/docs/a.md', headers: [{key: 'Link', value: '<https://trpc.io/docs/a>; rel="canonical"'}]},
    ]);
  });
});

describe('CSP reports (CSP_REPORT_URI)', () => {
  const input = {redirects: [], scriptHashes: [], features: NONE};
  const headersOf = (config: ReturnType<typeof hostConfig>) =>
    Object.fromEntries(config.headers[0]!.headers.map((h) => [h.key, h.value]));

  it('adds report-uri, report-to and the Reporting-Endpoints header when a deployer sets the URL', () => {
    const headers = headersOf(hostConfig({...input, reportUri: 'https://reports.example/csp'}));
    expect(headers['Content-Security-Policy']).toMatch(/; report-uri https:\/\/reports\.example\/csp; report-to csp$/);
    expect(headers['Reporting-Endpoints']).toBe('csp="https://reports.example/csp"');
  });

  it('changes nothing when it is unset', () => {
    expect(hostConfig({...input, reportUri: null})).toEqual(hostConfig(input));
    expect(headersOf(hostConfig(input))['Content-Security-Policy']).not.toContain('report');
  });

  /** The headers a path gets, each rule that matches it in turn, a later one replacing an earlier one's header (as the host does). */
  const headersAt = (config: ReturnType<typeof hostConfig>, path: string) => {
    const matches = (source: string) => new RegExp(`^${source.replace(/\(\.\*\)/g, '.*')}$`).test(path);
    const rules = config.headers.filter((rule) => matches(rule.source));
    return Object.fromEntries(rules.flatMap((rule) => rule.headers.map((h) => [h.key, h.value])));
  };

  it('sends /search, whose URL holds the search text, a CSP without report directives', () => {
    const config = hostConfig({...input, reportUri: 'https://reports.example/csp'});
    expect(UNREPORTED_PAGES).toEqual(['/search']);
    expect(headersAt(config, '/search')['Content-Security-Policy']).toBe(contentSecurityPolicy([], NONE));
    expect(headersAt(config, '/docs/client')['Content-Security-Policy']).toContain(
      'report-uri https://reports.example/csp',
    );
    // After the rule for every path, so that its header is the one sent.
    const sources = config.headers.map((rule) => rule.source);
    expect(sources.indexOf('/search')).toBeGreaterThan(sources.indexOf('/(.*)'));
  });

  it('names the report collector on /privacy, with what a report carries, only when the URL is set', () => {
    expect(thirdPartiesOf(NONE)).toEqual([]);
    expect(thirdPartiesOf(NONE, null)).toEqual([]);
    const parties = thirdPartiesOf({...NONE, analytics: true}, 'https://reports.example/csp');
    expect(parties.map((p) => p.name)).toEqual([THIRD_PARTIES.analytics.name, 'Content-Security-Policy reports']);
    const [source, ...others] = Object.values(parties[1]!.sources).flat();
    expect(others).toEqual([]);
    expect(source!.host).toBe('https://reports.example');
    expect(source!.why).toMatch(/address of the page.*address that was blocked.*directive/);
    expect(parties[1]!.when).toContain('never from /search');
  });

  it('keeps the collector out of the CSP sources: reports go to report-uri only', () => {
    const csp = headersOf(hostConfig({...input, reportUri: 'https://reports.example/csp'}))['Content-Security-Policy'];
    expect(directive(csp!, 'connect-src')).toBe("connect-src 'self'");
  });
});
