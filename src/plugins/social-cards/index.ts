/**
 * Social preview images made at build time, no image service at run time:
 * each docs page and blog post gets a card with its title and section (API
 * reference pages share one card per package), and every other page the
 * site-wide default (themeConfig.image).
 */
import {createHash} from 'node:crypto';
import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {load} from 'cheerio';
import {cardSvg} from './card';
import {cardQueue} from './queue';
import {renderPng, stopRenderer} from './render';
import {htmlFileOfRoute} from '../../built-site/files';
import {API_REFERENCE, olderVersionOfRoute, relativeRoute, trimTrailingSlash} from '../../docs-model';

export const PLUGIN_NAME = 'social-cards';
export const DEFAULT_CARD = 'img/social-card.png';
const CARD_DIR = 'img/social';
/** Cards sent to the worker and not yet written: enough that it does not wait for the pages. */
const CARDS_IN_FLIGHT = 4;

export interface CardPage {
  title: string;
  section: string;
  /** File name under img/social/. */
  file: string;
}

/** The element a blog post's body is in, quoted or not. */
const POST_BODY = /\bid=(["']?)__blog-post-container\1(?=[\s>/])/;

/** An API reference page's route, with its package. */
const API_ROUTE = new RegExp(`^/${API_REFERENCE.routeBasePath}/([^/]+)`);

/**
 * What a card reads of a built page: its head (the page's kind) and its main
 * column up to the end of the first heading (breadcrumbs and title). Parsing
 * the whole page, most of it sidebar and article, was most of the main
 * thread's time for a card (issue 33). The whole page if it has not that shape.
 */
export function cardSource(html: string): string {
  const headEnd = html.indexOf('</head>');
  const main = html.indexOf('<main', headEnd);
  const titleEnd = html.indexOf('</h1>', main);
  if (headEnd < 0 || main < 0 || titleEnd < 0) return html;
  return `${html.slice(0, headEnd)}</head><body>${html.slice(main, titleEnd + '</h1>'.length)}</body></html>`;
}

/** What card a built page gets, or null for the site-wide default. */
export function cardFor(route: string, html: string): CardPage | null {
  const api = API_ROUTE.exec(route);
  if (api) return {title: `@trpc/${api[1]}`, section: 'API Reference', file: `api-${api[1]}.png`};
  const $ = load(cardSource(html));
  const isDoc = ($('meta[name="docsearch:docusaurus_tag"]').attr('content') ?? '').startsWith('docs-');
  // A post's body follows its title, so it is looked for in the whole page (the minifier
  // leaves the attribute unquoted).
  const isPost = POST_BODY.test(html);
  const title = $('h1').first().text().trim();
  if ((!isDoc && !isPost) || !title) return null;
  // The first crumb is the home icon, with no text.
  const crumb = $('.theme-doc-breadcrumbs .breadcrumbs__item')
    .not('.breadcrumbs__item--active')
    .map((_, el) => $(el).text().trim())
    .get()
    .find(Boolean);
  const older = olderVersionOfRoute(route);
  const version = older ? ` · ${older.label}` : '';
  const section = isPost ? 'Blog' : `${crumb || 'Docs'}${version}`;
  return {title, section, file: `${relativeRoute(route).replace(/[^A-Za-z0-9-]+/g, '-') || 'index'}.png`};
}

async function cachedPng(cacheDir: string, svg: string): Promise<Uint8Array> {
  const file = path.join(cacheDir, `${createHash('sha1').update(svg).digest('hex')}.png`);
  const cached = await fs.readFile(file).catch(() => null);
  if (cached) return cached;
  const png = await renderPng(svg);
  await fs.mkdir(cacheDir, {recursive: true});
  await fs.writeFile(file, png);
  return png;
}

export default function socialCardsPlugin(context: LoadContext): Plugin {
  const {siteConfig, baseUrl, siteDir} = context;
  const absolute = (file: string) => `${siteConfig.url}${baseUrl}${file}`;
  // Cards depend only on their SVG: unchanged pages are not drawn again.
  const cacheDir = path.join(siteDir, 'node_modules', '.cache', PLUGIN_NAME);
  return {
    name: PLUGIN_NAME,
    async postBuild({outDir, routesPaths}) {
      await fs.mkdir(path.join(outDir, CARD_DIR), {recursive: true});
      // Each card is drawn once (API reference pages share theirs), in the worker, while this
      // goes on with the next pages, at most CARDS_IN_FLIGHT ahead of it (./queue.ts).
      const cards = cardQueue(CARDS_IN_FLIGHT, async (file: string, card: {title: string; section: string}) => {
        await fs.writeFile(path.join(outDir, file), await cachedPng(cacheDir, cardSvg(card)));
      });
      try {
        await cards.add(DEFAULT_CARD, {title: 'Move Fast and Break Nothing', section: 'tRPC'});
        for (const route of [...new Set(routesPaths)]) {
          const rel = route.slice(baseUrl.length);
          const htmlFile = htmlFileOfRoute(outDir, rel);
          const html = await fs.readFile(htmlFile, 'utf8').catch(() => null);
          const card = html && cardFor(trimTrailingSlash(route), html);
          if (!html || !card) continue;
          const cardFile = `${CARD_DIR}/${card.file}`;
          await cards.add(cardFile, card);
          // The page names the default card in og:image and twitter:image: point both at its own.
          // Read again and write at once (no await between): other plugins' postBuild hooks edit
          // the same files meanwhile (markdown-twins adds the page's Markdown link).
          const current = fsSync.readFileSync(htmlFile, 'utf8');
          fsSync.writeFileSync(htmlFile, current.split(absolute(DEFAULT_CARD)).join(absolute(cardFile)));
        }
        await cards.all();
      } finally {
        await stopRenderer();
      }
    },
  };
}
