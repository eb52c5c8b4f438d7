/**
 * The docs an MCP client asks about, read from the data a site build wrote
 * (`data/`, copied by build.ts): per version its sections, its pages with
 * their Markdown twins, and its offline search index, searched with the
 * site's own engine (src/search/engine.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {createSearchEngine, MAX_QUERY_LENGTH, type SearchEngine} from '../../../src/search/engine';
import {unescapeHtml} from '../../../src/search/highlight';
import {parseIndex} from '../../../src/search/indexWire';
import type {SearchRecord} from '../../../src/search/recordShape';
import type {DocsManifest} from '../../../src/plugins/markdown-twins';
import {DocsError} from './errors';
import {pageText, type PageRequest} from './pageText';
import type {KnownHeading} from './sections';

export {DocsError} from './errors';

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

/** `10`, `v10`, `10.x` and `V10.X` all name the version `10.x`. */
export function normaliseVersion(version: string): string {
  const v = version.trim().toLowerCase().replace(/^v/, '');
  return /^\d+$/.test(v) ? `${v}.x` : v;
}

/** A host with any `www.` dropped: `www.trpc.io` and `trpc.io` are one site. */
const bareHost = (host: string) => host.toLowerCase().replace(/^www\./, '');
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * `/docs/x`, `docs/x/`, `/docs/x.md`, `https://trpc.io/docs/x#y` → `/docs/x`; the
 * site's URL over http, with `www.` or with no scheme (`trpc.io/docs/x`) too.
 */
export function normalisePath(urlOrPath: string, site: string): string {
  let text = urlOrPath.trim();
  const host = bareHost(new URL(site).host);
  if (!SCHEME.test(text) && bareHost(text.split('/')[0]!) === host) text = `https://${text}`;
  if (SCHEME.test(text)) {
    const url = URL.canParse(text) ? new URL(text) : null;
    if (!url || !/^https?:$/.test(url.protocol) || bareHost(url.host) !== host)
      throw new DocsError(
        `${url && url.origin !== 'null' ? url.origin : text} is not this site: give a path such as /docs/server/routers, or a URL on ${site}.`,
      );
    text = url.pathname;
  }
  text = text.replace(/[?#].*$/, '');
  if (!text.startsWith('/')) text = `/${text}`;
  text = text.replace(/\/index\.md$/, '/').replace(/\.(md|html)$/, '');
  return text.length > 1 ? text.replace(/\/+$/, '') : text;
}

/**
 * A query as searched and echoed: trimmed, and cut to the engine's limit (a
 * 100 KB query was echoed whole), at a word's end where there is one, and
 * never inside a UTF-16 pair.
 */
export function shortenQuery(query: string): {text: string; shortened: boolean} {
  const text = query.trim();
  if (text.length <= MAX_QUERY_LENGTH) return {text, shortened: false};
  const cut = text.slice(0, MAX_QUERY_LENGTH).replace(/[\uD800-\uDBFF]$/, '');
  const inWord = /\S/.test(text[cut.length]!);
  return {text: (inWord ? cut.replace(/\s+\S*$/, '') || cut : cut).trimEnd(), shortened: true};
}

/** The query as an answer names it: quoted, and said to be shortened when it was. */
export function quotedQuery(query: string): string {
  const {text, shortened} = shortenQuery(query);
  return shortened
    ? `"${text}" (the query was shortened to its first ${text.length} characters: only those were searched)`
    : `"${text}"`;
}

/** What to say when the data folder is missing: where it was looked for and how it is made. */
export function missingDataMessage(dataDir: string): string {
  return `No docs data in ${dataDir} (llms.json is missing): build the site with \`npm run build\` at the repository's root, then copy its docs here with \`npx tsx packages/docs-mcp/build.ts\` (what \`npm pack\` in packages/docs-mcp runs), or set TRPC_DOCS_MCP_DATA to a folder of such data.`;
}

interface Version {
  name: string;
  title: string;
  summary: string;
  llms: string;
  sections: Array<{title: string; pages: Page[]}>;
  engine: () => SearchEngine;
  /** The headings of a page, as its search records give them (in page order). */
  headings: (path: string) => KnownHeading[];
}

export interface Docs {
  site: string;
  versions: string[];
  defaultVersion: string;
  pages: Page[];
  version(name?: string): Version;
  page(urlOrPath: string): Page;
  markdown(page: Page): string;
  /** A page's twin, or the part of it a request asks for (a section, from an offset, within a budget). */
  read(urlOrPath: string, request?: PageRequest): string;
  search(query: string, options?: {version?: string; limit?: number}): SearchResult[];
}

/** The heading records of an index, by page, in order. */
export function headingsByPage(records: readonly SearchRecord[]): Map<string, KnownHeading[]> {
  const byPage = new Map<string, KnownHeading[]>();
  for (const r of records) {
    const text = r.type === 'content' || r.type === 'lvl1' ? null : r.hierarchy[r.type];
    if (!text || !r.anchor) continue;
    const list = byPage.get(r.url_without_anchor) ?? [];
    list.push({text, anchor: r.anchor});
    byPage.set(r.url_without_anchor, list);
  }
  return byPage;
}

export function loadDocs(dataDir: string): Docs {
  const manifestFile = path.join(dataDir, 'llms.json');
  if (!fs.existsSync(manifestFile)) throw new DocsError(missingDataMessage(dataDir));
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as DocsManifest;
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
    let records: SearchRecord[] | undefined;
    let engine: SearchEngine | undefined;
    let headings: Map<string, KnownHeading[]> | undefined;
    // Read on the first search or section asked of the version: a server that is only asked for pages starts at once.
    const recordsOf = () => (records ??= parseIndex(fs.readFileSync(path.join(dataDir, v.searchIndex), 'utf8')));
    versions.set(v.name, {
      name: v.name,
      title: v.title,
      summary: v.summary,
      llms: `${site}${v.llms}`,
      sections,
      engine: () => (engine ??= createSearchEngine(recordsOf())),
      headings: (p) => (headings ??= headingsByPage(recordsOf())).get(p) ?? [],
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

  const markdown = (p: Page) =>
    fs.readFileSync(path.join(dataDir, 'pages', `${new URL(p.markdownUrl).pathname}`), 'utf8');

  return {
    site,
    versions: names,
    defaultVersion,
    pages: [...byPath.values()],
    version,
    page,
    markdown,
    read(urlOrPath, request = {}) {
      const found = page(urlOrPath);
      const text = markdown(found);
      // Only a section or a cut (whose note names the sections left) needs the anchors, and so the index.
      const anchored = request.section !== undefined || request.maxChars !== undefined;
      const known = anchored ? version(found.version).headings(found.path) : [];
      return pageText(text, known, request, found.path);
    },
    search(query, {version: name, limit = 5} = {}) {
      const v = version(name);
      if (!query.trim()) throw new DocsError('The query is empty: say what to look for, such as "useQuery enabled".');
      const response = v.engine().search({
        query: shortenQuery(query).text,
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
