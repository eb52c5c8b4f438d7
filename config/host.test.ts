import {describe, expect, it} from 'vitest';
import {
  contentSecurityPolicy,
  hostConfig,
  SECURITY_HEADERS,
  thirdPartiesOf,
  THIRD_PARTIES,
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
});
