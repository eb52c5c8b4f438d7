/**
 * The prose each page must carry (words outside code), from the content issues:
 * 10.x pages 300, 9.x pages 250, section introductions 150, blog posts 600.
 */
import routes from './routes.json';

/** Pages that introduce a section and mostly route the reader onwards. */
export const SECTION_INTRODUCTIONS = new Set([
  '/docs/server/introduction',
  '/docs/server/adapters',
  '/docs/client',
  '/docs/client/react',
  '/docs/client/nextjs',
  '/docs/client/vanilla',
  '/docs/client/links',
  '/docs/further',
  '/docs/v9',
]);

/**
 * The three landing steps are excerpts the home page shows side by side: one
 * paragraph and one sample each, by design. They get a floor, not the page minimum.
 */
const LANDING_STEP_MINIMUM = 60;

export function minimumWords(route: string): number | null {
  if (routes.blog.includes(route)) {
    return /^\/blog\/(archive|tags)/.test(route) || route === '/blog' ? null : 600;
  }
  if (route.startsWith('/docs/landing-intro/')) return LANDING_STEP_MINIMUM;
  if (SECTION_INTRODUCTIONS.has(route)) return 150;
  if (routes.docs_9x.includes(route)) return 250;
  if (routes.docs_10x.includes(route)) return 300;
  return null;
}

/** Words that mark unfinished writing. `TODO` only in capitals: a to-do app is fine. */
export const STUB_MARKERS = [/\bTODO\b/, /\bTBD\b/, /coming soon/i, /lorem ipsum|\blorem\b/i];
