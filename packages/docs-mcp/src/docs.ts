/**
 * The docs an MCP client asks about, read from the data a site build wrote
 * (`data/`, copied by build.ts): per version its sections, its pages with
 * their Markdown twins, and its offline search index, searched with the
 * site's own engine (src/search/engine.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {createSearchEngine, type SearchEngine} from '../../../src/search/engine';
import {unescapeHtml} from '../../../src/search/highlight';
import {parseIndex} from '../../../src/search/indexWire';
import type {DocsManifest} from '../../../src/plugins/markdown-twins';

export interface Page {
  title: string;
  description: string;
  /** The page's path on the site (`/docs/server/routers`). */
  path: string;
  /** Its public URL and its twin's. */
  url: string;
  markdownUrl: string;
  version: string;
  section: string;
}

export interface SearchResult extends Page {
  /** The heading of the part that matched, if not the page itself. */
  heading: string | null;
  /** Words around the match, matched words in **bold**. */
  snippet: string;
}

export class DocsError extends Error {}

/** `10`, `v10`, `10.x` and `V10.X` all name the version `10.x`. */
export function normaliseVersion(version: string): string {
  const v = version.trim().toLowerCase().replace(/^v/, '');
  return /^\d+$/.test(v) ? `${v}.x` : v;
}

/** `/docs/x`, `docs/x/`, `/docs/x.md`, `https://trpc.io/docs/x#y` → `/docs/x`. */
export function normalisePath(urlOrPath: string, site: string): string {
  let text = urlOrPath.trim();
  if (/^https?:\/\//i.test(text)) {
    const url = new URL(text);
    if (url.origin !== new URL(site).origin)
      throw new DocsError(
        `${url.origin} is not this site: give a path such as /docs/server/routers, or a URL on ${site}.`,
      );
    text = url.pathname;
  }
  text = text.replace(/[?#].*$/, '');
  if (!text.startsWith('/')) text = `/${text}`;
  text = text.replace(/\/index\.md$/, '/').replace(/\.(md|html)$/, '');
  return text.length > 1 ? text.replace(/\/+$/, '') : text;
}

interface Version {
  name: string;
  title: string;
  summary: string;
  llms: string;
  sections: Array<{title: string; pages: Page[]}>;
  engine: () => SearchEngine;
}

export interface Docs {
  site: string;
  versions: string[];
  defaultVersion: string;
  pages: Page[];
  version(name?: string): Version;
  page(urlOrPath: string): Page;
  markdown(page: Page): string;
  search(query: string, options?: {version?: string; limit?: number}): SearchResult[];
}

export function loadDocs(dataDir: string): Docs {
  const manifest = JSON.parse(fs.readFileSync(path.join(dataDir, 'llms.json'), 'utf8')) as DocsManifest;
  const site = manifest.site;
  const byPath = new Map<string, Page>();
  const versions = new Map<string, Version>();
  for (const v of manifest.versions) {
    const sections = v.sections.map((section) => ({
      title: section.title,
      pages: section.pages.map((p) => {
        const page: Page = {
          title: p.title,
          description: p.description,
          path: p.path,
          url: `${site}${p.path === '/' ? '' : p.path}`,
          markdownUrl: `${site}${p.markdown}`,
          version: v.name,
          section: section.title,
        };
        // The blog belongs to no version: the first version that lists a post keeps it.
        if (!byPath.has(p.path)) byPath.set(p.path, page);
        return page;
      }),
    }));
    let engine: SearchEngine | undefined;
    versions.set(v.name, {
      name: v.name,
      title: v.title,
      summary: v.summary,
      llms: `${site}${v.llms}`,
      sections,
      // Built on the first search of the version: a server that is only asked for pages starts at once.
      engine: () =>
        (engine ??= createSearchEngine(parseIndex(fs.readFileSync(path.join(dataDir, v.searchIndex), 'utf8')))),
    });
  }
  const names = [...versions.keys()];
  const defaultVersion = names[0]!;

  const version = (name: string = defaultVersion): Version => {
    const found = versions.get(normaliseVersion(name));
    if (!found) throw new DocsError(`There is no version "${name}" of these docs. Versions: ${names.join(', ')}.`);
    return found;
  };

  const page = (urlOrPath: string): Page => {
    const key = normalisePath(urlOrPath, site);
    const found = byPath.get(key);
    if (!found)
      throw new DocsError(
        `No page at ${key}. Find one with search_docs, or list a version's pages with list_sections.`,
      );
    return found;
  };

  return {
    site,
    versions: names,
    defaultVersion,
    pages: [...byPath.values()],
    version,
    page,
    markdown: (p) => fs.readFileSync(path.join(dataDir, 'pages', `${new URL(p.markdownUrl).pathname}`), 'utf8'),
    search(query, {version: name, limit = 5} = {}) {
      const v = version(name);
      if (!query.trim()) throw new DocsError('The query is empty: say what to look for, such as "useQuery enabled".');
      const response = v.engine().search({
        query,
        hitsPerPage: 200,
        attributesToSnippet: ['content:24'],
        highlightPreTag: '**',
        highlightPostTag: '**',
      });
      const results: SearchResult[] = [];
      const seen = new Set<string>();
      for (const hit of response.hits) {
        const found = byPath.get(hit.url_without_anchor);
        // Only pages of this version (and the posts), each once, at its best part.
        if (!found || seen.has(found.path) || (found.version !== v.name && found.section !== 'Blog')) continue;
        seen.add(found.path);
        const heading = hit.type !== 'lvl1' && hit.type !== 'content' ? hit.hierarchy[hit.type] : null;
        const text = hit._snippetResult.content?.value ?? '';
        results.push({
          ...found,
          url: `${found.url}${hit.anchor ? `#${hit.anchor}` : ''}`,
          heading: heading ? unescapeHtml(heading) : null,
          snippet: unescapeHtml(text),
        });
        if (results.length >= limit) break;
      }
      return results;
    },
  };
}
