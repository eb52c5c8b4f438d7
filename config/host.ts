/**
 * The production host's configuration (vercel.json): the legacy URLs as real
 * 301s, and security headers. The Content-Security-Policy allows the site
 * itself, hosted search, analytics and the tweet widget, and the inline
 * scripts of the build by hash rather than all inline scripts.
 */
import type {Redirect} from './redirects';

/** Hosts each feature needs, by CSP directive. */
const ALLOWED = {
  search: {connect: ['https://*.algolia.net', 'https://*.algolianet.com', 'https://*.algolia.io']},
  analytics: {
    script: ['https://www.googletagmanager.com'],
    connect: ['https://www.google-analytics.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'],
    img: ['https://www.google-analytics.com', 'https://www.googletagmanager.com'],
  },
  tweets: {
    script: ['https://platform.twitter.com', 'https://cdn.syndication.twimg.com'],
    frame: ['https://platform.twitter.com', 'https://syndication.twitter.com'],
    img: ['https://pbs.twimg.com', 'https://abs.twimg.com', 'https://syndication.twitter.com'],
  },
};

const all = (directive: 'script' | 'connect' | 'img' | 'frame') =>
  Object.values(ALLOWED).flatMap((hosts) => (hosts as Partial<Record<typeof directive, string[]>>)[directive] ?? []);

export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.map((h) => `'${h}'`).join(' ')} ${all('script').join(' ')}`,
    // Docusaurus and the tweet embeds set inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${all('img').join(' ')}`,
    "font-src 'self'",
    `connect-src 'self' ${all('connect').join(' ')}`,
    `frame-src ${all('frame').join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function hostConfig(redirects: readonly Redirect[], scriptHashes: readonly string[]) {
  return {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    cleanUrls: true,
    trailingSlash: false,
    redirects: redirects.map(({from, to}) => ({source: from, destination: to, permanent: true})),
    headers: [
      {
        source: '/(.*)',
        headers: [
          {key: 'Content-Security-Policy', value: contentSecurityPolicy(scriptHashes)},
          {key: 'X-Content-Type-Options', value: 'nosniff'},
          {key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin'},
          {key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()'},
        ],
      },
      // Bundles carry a content hash in their name: they never change.
      {source: '/assets/(.*)', headers: [{key: 'Cache-Control', value: 'public, max-age=31536000, immutable'}]},
      // Markdown twins of the pages (src/plugins/markdown-twins): most hosts guess another type.
      {source: '/(.*).md', headers: [{key: 'Content-Type', value: 'text/markdown; charset=utf-8'}]},
    ],
  };
}
