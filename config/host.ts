/**
 * The production host's configuration (vercel.json): the legacy URLs as
 * permanent redirects (Vercel sends 308), the clean-path rules, security
 * headers and the Content-Security-Policy.
 *
 * The CSP lists what the build's configuration uses and nothing else: each
 * third party below comes in with its feature (`Features`), and the site's
 * inline scripts are allowed by hash. No inline script may depend on the
 * environment, so two builds with the same features have the same CSP.
 * The /privacy page is drawn from the same table (`thirdPartiesOf`).
 *
 * To extend: a feature that needs another host adds an entry to THIRD_PARTIES
 * (a source, the directive, and why); a new kind of file adds its extension
 * to CONTENT_TYPES.
 */
import type {Directive, ThirdParty} from '../src/plugins/privacy-page/thirdParty';
import {canonicalLinkHeader, markdownLinkHeader} from '../src/plugins/markdown-twins/negotiate';
import type {HostRedirect} from './redirects';

export type {Directive, Source, ThirdParty} from '../src/plugins/privacy-page/thirdParty';

/** The optional features that bring a third party into a page. */
export interface Features {
  /** Hosted search (ALGOLIA_*): the search box queries Algolia. */
  search: boolean;
  /** Google Analytics (GTAG_ID). */
  analytics: boolean;
  /** Quoted posts become Twitter embeds (TWEET_EMBEDS, on by default). */
  tweets: boolean;
}

export type Feature = keyof Features;

/** Every host a feature may contact, by CSP directive, each with its reason. */
export const THIRD_PARTIES: Record<Feature, ThirdParty> = {
  search: {
    name: 'Algolia DocSearch',
    purpose: 'answers the search box from a hosted index of these pages',
    when: 'only when you type in the search box',
    optOut: 'do not use the search box; every page is reachable from the sidebar',
    sources: {
      'connect-src': [
        {host: 'https://*.algolia.net', why: 'search queries (the DSN host of the application)'},
        {host: 'https://*.algolianet.com', why: "Algolia's fallback hosts for the same queries"},
        {host: 'https://*.algolia.io', why: 'query insights sent by the DocSearch client'},
      ],
    },
  },
  analytics: {
    name: 'Google Analytics',
    purpose:
      'counts page views so the maintainers know which pages are read; it sends no search text, Google signals and ad personalisation are off, and ad storage is denied',
    when: 'on every page, unless your browser sends Global Privacy Control or Do Not Track',
    optOut: 'turn on Global Privacy Control or Do Not Track in your browser: the script is then never requested',
    sources: {
      'script-src': [{host: 'https://www.googletagmanager.com', why: 'gtag.js, the measurement script'}],
      'connect-src': [
        {host: 'https://www.google-analytics.com', why: 'page views'},
        {host: 'https://*.google-analytics.com', why: 'regional collection endpoints'},
        {host: 'https://*.analytics.google.com', why: 'GA4 collection endpoints'},
        {host: 'https://www.googletagmanager.com', why: 'the measurement configuration gtag.js fetches'},
      ],
      'img-src': [
        {host: 'https://www.google-analytics.com', why: 'the pixel gtag.js falls back to'},
        {host: 'https://www.googletagmanager.com', why: 'the same fallback on the tag host'},
      ],
    },
    cookies: [
      // Google's GA4 cookie table (support.google.com/analytics/answer/11397207): name, default lifetime, use.
      {
        name: '_ga',
        why: 'a random id that tells one browser from another; it lasts two years (Chrome keeps a cookie at most 400 days)',
      },
      {
        name: '_ga_*',
        why: 'keeps the state of your current visit (session) for this site’s measurement id (the * of its name: the id without its G- prefix); it lasts two years too',
      },
    ],
  },
  tweets: {
    name: 'Twitter (X) embeds',
    purpose: 'shows quoted posts (the home page, /docs/community/love, /docs/v9/love) as embedded posts',
    when: 'only on pages that quote posts, unless your browser sends Global Privacy Control or Do Not Track; pages ask Twitter not to track (twitter:dnt)',
    optOut: 'turn on Global Privacy Control or Do Not Track: the quotes stay plain text and nothing is requested',
    // The embed draws itself in an iframe: its images and data are the
    // frame's own requests, outside this page's policy.
    sources: {
      'script-src': [{host: 'https://platform.twitter.com', why: 'widgets.js, which turns a quote into an embed'}],
      'frame-src': [
        {
          host: 'https://platform.twitter.com',
          // X's own page on embeds: developer.twitter.com/en/docs/twitter-for-websites/privacy.
          why: "the iframe each embedded post renders in; what that frame then loads (the post's images and counts) and any cookie X sets there are X's, on X's own domains, under X's privacy and cookie policies: this site's policy does not reach inside the frame. X documents that an embed may send it the page you are on, your IP address, browser, operating system and X's cookies, and that it keeps such browsing history for 30 days at most (developer.twitter.com/en/docs/twitter-for-websites/privacy)",
        },
      ],
    },
  },
};

export const FEATURES = Object.keys(THIRD_PARTIES) as Feature[];

/**
 * Pages whose CSP carries no report directive: browsers put the page's URL,
 * query included, into a report, and a search page's query is what the reader typed.
 */
export const UNREPORTED_PAGES = ['/search'];

/** Where CSP_REPORT_URI sends violation reports, as /privacy lists it; the CSP names it in `report-uri`, not as a source. */
export function reportCollector(reportUri: string): ThirdParty {
  return {
    name: 'Content-Security-Policy reports',
    purpose:
      "receives the report your browser sends when the site's Content-Security-Policy blocks something on a page, so the maintainers learn of a broken page or an injected script",
    when: `only when your browser blocks something on a page; never from ${UNREPORTED_PAGES.join(', ')}, whose address holds your search text`,
    optOut: 'block requests to its host (a content blocker can): pages work the same without',
    sources: {
      'report-uri': [
        {
          host: new URL(reportUri).origin,
          why: 'the violation report: the address of the page (with its query) and of the page that linked to it, the address that was blocked, and the directive that blocked it',
        },
      ],
    },
  };
}

/** The third parties a build with these features (and a CSP report URL, when set) may contact, for /privacy. */
export function thirdPartiesOf(features: Features, reportUri?: string | null): ThirdParty[] {
  const parties = FEATURES.filter((feature) => features[feature]).map((feature) => THIRD_PARTIES[feature]);
  return reportUri ? [...parties, reportCollector(reportUri)] : parties;
}

function hostsFor(directive: Directive, features: Features): string[] {
  const hosts = thirdPartiesOf(features).flatMap((party) => (party.sources[directive] ?? []).map((s) => s.host));
  return [...new Set(hosts)];
}

export function contentSecurityPolicy(scriptHashes: readonly string[], features: Features): string {
  const list = (...items: string[]) => items.filter(Boolean).join(' ');
  const frames = hostsFor('frame-src', features);
  return [
    "default-src 'self'",
    list('script-src', "'self'", ...scriptHashes.map((h) => `'${h}'`), ...hostsFor('script-src', features)),
    // Docusaurus and the tweet embeds set inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    list('img-src', "'self'", 'data:', ...hostsFor('img-src', features)),
    "font-src 'self'",
    list('connect-src', "'self'", ...hostsFor('connect-src', features)),
    list('frame-src', ...(frames.length ? frames : ["'none'"])),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Content type by file extension. scripts/serve answers with all of them;
 * vercel.json declares those marked `declare` (types Vercel would not guess).
 */
export const CONTENT_TYPES: Record<string, {type: string; declare?: boolean}> = {
  '.html': {type: 'text/html; charset=utf-8'},
  '.js': {type: 'text/javascript; charset=utf-8'},
  '.css': {type: 'text/css; charset=utf-8'},
  '.json': {type: 'application/json; charset=utf-8'},
  '.svg': {type: 'image/svg+xml'},
  '.png': {type: 'image/png'},
  '.jpg': {type: 'image/jpeg'},
  '.webp': {type: 'image/webp'},
  '.ico': {type: 'image/x-icon'},
  '.xml': {type: 'application/xml; charset=utf-8'},
  '.txt': {type: 'text/plain; charset=utf-8'},
  // The pages' Markdown twins (src/plugins/markdown-twins): most hosts guess another type.
  '.md': {type: 'text/markdown; charset=utf-8', declare: true},
  '.woff2': {type: 'font/woff2'},
};

/**
 * `/x.html`, `/x/index` and `/x/index.html` all name the page `/x` (the spec).
 * Vercel's cleanUrls already answers `/x.html`; these cover the rest.
 */
export const CLEAN_PATH_REDIRECTS: HostRedirect[] = [
  {source: '/index', destination: '/', permanent: true},
  {source: '/index.html', destination: '/', permanent: true},
  {source: '/:path*/index', destination: '/:path*', permanent: true},
  {source: '/:path*/index.html', destination: '/:path*', permanent: true},
];

export const SECURITY_HEADERS = [
  {key: 'X-Content-Type-Options', value: 'nosniff'},
  {key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin'},
  // browsing-topics is the Topics API; interest-cohort (FLoC) is gone from browsers.
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  },
  // Two years, this host only. No `preload` and no `includeSubDomains`: the
  // preload list binds every subdomain of the apex (other tRPC services run
  // there) and is slow to leave; the owner of the apex decides that.
  {key: 'Strict-Transport-Security', value: 'max-age=63072000'},
  // The site opens no window it must script (the embeds are iframes).
  {key: 'Cross-Origin-Opener-Policy', value: 'same-origin'},
];

export interface HostConfigInput {
  redirects: readonly HostRedirect[];
  scriptHashes: readonly string[];
  features: Features;
  /**
   * Each page with a Markdown twin, as `[page path, twin path, the page's
   * canonical URL]`: the page is sent with a `Link` header naming its twin and
   * `Vary: Accept` (middleware.ts answers `Accept: text/markdown` with the
   * twin), the twin with a `Link` header naming the page as canonical.
   */
  markdownTwins?: ReadonlyArray<readonly [string, string, string]>;
  /** CSP_REPORT_URI (config/env.ts): where browsers report what the CSP blocked; none by default. */
  reportUri?: string | null;
}

/** The CSP's reporting directives and the header that names their endpoint, for a report URL. */
export function cspReporting(reportUri: string | null | undefined) {
  if (!reportUri) return {directives: '', headers: []};
  return {
    // report-uri for browsers without the Reporting API; report-to for those with it.
    directives: `; report-uri ${reportUri}; report-to csp`,
    headers: [{key: 'Reporting-Endpoints', value: `csp="${reportUri}"`}],
  };
}

export function hostConfig({redirects, scriptHashes, features, markdownTwins = [], reportUri}: HostConfigInput) {
  const declared = Object.entries(CONTENT_TYPES).filter(([, t]) => t.declare);
  const reporting = cspReporting(reportUri);
  // The same policy without its report directives; a later rule's header replaces an earlier one's
  // (Vercel, and scripts/serve/host.ts). Reporting-Endpoints stays: no directive names it there.
  const unreported = reporting.directives
    ? UNREPORTED_PAGES.map((source) => ({
        source,
        headers: [{key: 'Content-Security-Policy', value: contentSecurityPolicy(scriptHashes, features)}],
      }))
    : [];
  return {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    cleanUrls: true,
    // The site's URLs have no trailing slash (docusaurus.config.ts says the same).
    trailingSlash: false,
    redirects: [...CLEAN_PATH_REDIRECTS, ...redirects],
    headers: [
      {
        source: '/(.*)',
        headers: [
          {key: 'Content-Security-Policy', value: contentSecurityPolicy(scriptHashes, features) + reporting.directives},
          ...SECURITY_HEADERS,
          ...reporting.headers,
        ],
      },
      ...unreported,
      // Bundles carry a content hash in their name: they never change.
      {source: '/assets/(.*)', headers: [{key: 'Cache-Control', value: 'public, max-age=31536000, immutable'}]},
      ...declared.map(([ext, {type}]) => ({source: `/(.*)\\${ext}`, headers: [{key: 'Content-Type', value: type}]})),
      // One rule per page: a header value cannot be computed from the path.
      ...markdownTwins.flatMap(([page, twin, canonical]) => [
        {
          source: page,
          headers: [
            {key: 'Link', value: markdownLinkHeader(twin)},
            {key: 'Vary', value: 'Accept'},
          ],
        },
        {source: twin, headers: [{key: 'Link', value: canonicalLinkHeader(canonical)}]},
      ]),
    ],
  };
}

export type HostConfig = ReturnType<typeof hostConfig>;
