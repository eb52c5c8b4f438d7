/**
 * npm run check [-- page.mdx …]
 *
 * A one-minute check of a content edit, before pushing. What it cannot catch,
 * and `npm test` does: how the page renders in the real Docusaurus pipeline
 * (the site's own remark and rehype plugins, and their errors: install tabs,
 * type annotations, snippet cuts, the migration panels), search relevance,
 * layout, accessibility, end-to-end behaviour, links from other pages into
 * this one (a renamed heading or a moved page breaks them), and the checks
 * only a build can make (the 9.x/10.x twins, social cards, Markdown twins,
 * content depth, page titles, the host's redirects).
 *
 * What it checks, on the pages named, else on the content pages (Markdown and
 * MDX under docs/, versioned_docs/, blog/) changed against `main` (commits
 * since the merge base, uncommitted and untracked files):
 * 1. spelling: cspell with cspell.json (./spelling.ts);
 * 2. samples: the snippet checker on those pages (./samples.ts);
 * 3. MDX that does not compile, with MDX 3 (./mdx.ts);
 * 4. directive and raw syntax: old admonition titles, unknown directives,
 *    Markdown left as text (./syntax.ts);
 * 5. links to routes and anchors that do not exist, against the last build's
 *    route list, else tests/routes.json (./links.ts, ./routes.ts);
 * 6. a missing or out-of-date audit record (./audit.ts).
 * One line per finding (`file:line: kind: message`), then a summary line with
 * the time taken; exits 1 on any finding.
 */
import fs from 'node:fs';
import path from 'node:path';
import {DEFAULT_SITE_URL, DOCS_VERSIONS, BLOG} from '../../src/docs-model';
import {readRecords} from '../../src/plugins/page-trust';
import {fileHistories} from '../../src/plugins/page-trust/freshness';
import {currentHref} from '../../src/remark/legacyLinks';
import {listPages} from '../../src/snippets/run';
import {redirects} from '../../config/redirects';
import {routeOfSource} from '../../tests/build/html';
import {pageAnchors} from './anchors';
import {auditFindings, utcDay} from './audit';
import {changedFiles, isContentFile, sourceAt, uncommittedOf} from './changes';
import {formatFinding, sortFindings, summaryLine, type Finding} from './findings';
import {checkLinks, pageLinks} from './links';
import {compilePage, parseSource} from './mdx';
import {builtAnchors, hasRoute, readRouteList, withSources} from './routes';
import {checkSamples} from './samples';
import {checkSpelling} from './spelling';
import {syntaxFindings} from './syntax';
import type {TreeNode} from './tree';

const HELP = `npm run check [-- <page.mdx> …]

A one-minute check of a content edit. Without arguments it checks the content
pages (Markdown and MDX under docs/, versioned_docs/, blog/) changed against
main: commits since the merge base, uncommitted and untracked files. Other
changed files are listed, not checked: run npm test for them.

It checks, on each page:
  spelling  cspell with cspell.json
  sample    the page's code blocks type-check (the snippet checker)
  mdx       the page compiles with MDX 3 (front matter, directives, GFM)
  syntax    no Docusaurus 2 admonition title (:::note Title), no directive
            that is not an admonition, no **bold**, [link](url) or {/* */}
            left as text (in prose or in a JSX string)
  link      Markdown links and JSX href/to into /docs and /blog, relative
            and file links (./x.mdx), with their #anchors, lead to a page of
            the last build (build/) or, without one, of tests/routes.json
            (anchors then from the target page's headings)
  audit     each doc page has a record in docs-audit/pages.json that is not
            older than the page's last change (an uncommitted one is today's)

It cannot catch what npm test does: rendering in the real Docusaurus pipeline
(the site's remark/rehype plugins and their own errors), search relevance,
layout, accessibility, end-to-end behaviour, links from other pages into this
one, and build-only checks (the 9.x/10.x twins, social cards, Markdown twins,
content depth, page titles, redirects on the host).

Prints one line per finding, file:line: kind: message, then a summary line
with the time taken. Exits 1 on any finding, 2 on a usage error.`;

const repoRoot = path.resolve(__dirname, '../..');
const posix = (file: string) => file.split(path.sep).join('/');
const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');

/** Up to `max` names, then how many more. */
function listed(names: readonly string[], max = 8): string {
  return names.length <= max ? names.join(', ') : `${names.slice(0, max).join(', ')} and ${names.length - max} more`;
}

/** The folder `/x.mdx` links start from: the page's docs version, or the blog. */
function contentDirOf(page: string): string {
  if (page.startsWith(`${BLOG.contentDir}/`)) return BLOG.contentDir;
  return (DOCS_VERSIONS.find((v) => page.startsWith(`${v.contentDir}/`)) ?? DOCS_VERSIONS[0]!).contentDir;
}

const isPartial = (file: string) => file.split('/').some((part) => part.startsWith('_'));

async function main(): Promise<number> {
  const started = performance.now();
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(HELP);
    return 0;
  }
  const unknown = args.filter((a) => a.startsWith('-'));
  if (unknown.length > 0) {
    console.error(`check: unknown option ${unknown.join(' ')} (see npm run check -- --help)`);
    return 2;
  }

  // Which files.
  let files: string[];
  let removed: string[] = [];
  let uncommitted: string[];
  let baseCommit = 'HEAD';
  if (args.length > 0) {
    files = args.map((a) => posix(path.relative(repoRoot, path.resolve(a))));
    const missing = files.filter((f) => !fs.existsSync(path.join(repoRoot, f)));
    if (missing.length > 0) {
      console.error(`check: no such file: ${missing.join(', ')}`);
      return 2;
    }
    uncommitted = uncommittedOf(repoRoot, files);
    console.log(`check: ${files.length} file${files.length === 1 ? '' : 's'} named`);
  } else {
    const change = changedFiles(repoRoot);
    ({present: files, removed, uncommitted, baseCommit} = change);
    console.log(`check: ${files.length} file${files.length === 1 ? '' : 's'} changed against ${change.base}`);
  }
  const pages = files.filter(isContentFile);
  const others = files.filter((f) => !isContentFile(f));
  if (others.length > 0) console.log(`not checked here, run npm test: ${listed(others)}`);
  if (pages.length === 0) {
    console.log(summaryLine([], 0, (performance.now() - started) / 1000));
    return 0;
  }

  const findings: Finding[] = [];
  const notes: string[] = [];
  const steps: string[] = [];
  let stepStart = performance.now();
  const step = (name: string) => {
    steps.push(`${name} ${((performance.now() - stepStart) / 1000).toFixed(1)} s`);
    stepStart = performance.now();
  };
  const sources = new Map(pages.map((page) => [page, read(page)]));

  // 3. MDX: each page compiles; the others read its tree.
  const trees = new Map<string, TreeNode>();
  for (const page of pages) {
    const result = await compilePage(page, sources.get(page)!);
    if (result.error) {
      const {line, column, message} = result.error;
      findings.push({file: page, line, kind: 'mdx', message: `column ${column}: ${message}`});
    } else trees.set(page, result.tree);
  }

  step('mdx');

  // 4. Directives and raw syntax.
  for (const [page, tree] of trees) findings.push(...syntaxFindings(page, tree));

  // 5. Links. The site's pages as they are now: each content source's route.
  const routeByFile = new Map<string, string>();
  const fileByRoute = new Map<string, string>();
  for (const file of listPages(repoRoot).filter((f) => !isPartial(f))) {
    const route = routeOfSource(file, sources.get(file) ?? read(file));
    routeByFile.set(file, route);
    if (!fileByRoute.has(route)) fileByRoute.set(route, file);
  }
  const removedRoutes = removed.filter(isContentFile).flatMap((file) => {
    const old = sourceAt(repoRoot, baseCommit, file);
    return old === null || isPartial(file) ? [] : [routeOfSource(file, old)];
  });
  const routeList = withSources(readRouteList(repoRoot), routeByFile.values(), removedRoutes);
  const anchorCache = new Map<string, ReadonlySet<string> | null>();
  const changed = new Set(pages);
  const anchorsOf = (route: string): ReadonlySet<string> | null => {
    if (anchorCache.has(route)) return anchorCache.get(route)!;
    const file = fileByRoute.get(route);
    let anchors: ReadonlySet<string> | null = null;
    if (file && changed.has(file)) {
      // Changed here: the build is older than the page.
      const tree = trees.get(file);
      anchors = tree ? pageAnchors(tree) : null;
    } else if (routeList.built) {
      anchors = builtAnchors(path.join(repoRoot, 'build'), route);
    }
    if (anchors === null && file) {
      const tree = parseSource(read(file));
      anchors = tree ? pageAnchors(tree) : null;
    }
    anchorCache.set(route, anchors);
    return anchors;
  };
  const anchorsUnchecked = new Set<string>();
  for (const [page, tree] of trees) {
    const result = checkLinks(
      pageLinks(tree),
      {
        file: page,
        route: routeByFile.get(page) ?? null,
        ownAnchors: pageAnchors(tree),
        contentDir: contentDirOf(page),
        hasRoute: (route) => hasRoute(routeList, route),
        routeOfFile: (file) => routeByFile.get(file) ?? null,
        fileExists: (file) => isContentFile(file) && fs.existsSync(path.join(repoRoot, file)),
        anchorsOf,
        currentHref: (href) => currentHref(href, {siteUrl: DEFAULT_SITE_URL, redirects}),
        routesFrom: routeList.from,
      },
      routeList.routes,
    );
    findings.push(...result.findings);
    result.anchorsUnchecked.forEach((route) => anchorsUnchecked.add(route));
  }
  notes.push(
    `links: routes from ${routeList.from}; anchors from ` +
      (routeList.built ? 'its HTML (the changed pages’ from their headings)' : 'the target pages’ headings'),
  );
  if (anchorsUnchecked.size > 0)
    notes.push(`anchors not checked (no page source here): ${listed([...anchorsUnchecked])}`);

  step('syntax, links');

  // 6. Audit records.
  const histories = fileHistories(
    repoRoot,
    DOCS_VERSIONS.map((v) => v.contentDir),
  );
  findings.push(
    ...auditFindings(pages, {
      records: readRecords(repoRoot),
      historyOf: (page) => histories.get(page) ?? [],
      uncommitted: new Set(uncommitted),
      today: utcDay(new Date()),
    }),
  );

  step('audit');

  // 1. Spelling.
  findings.push(...(await checkSpelling(pages, {root: repoRoot, config: path.join(repoRoot, 'cspell.json')})));
  step('spelling');

  // 2. Samples, of the pages that compile.
  const samples = checkSamples(
    repoRoot,
    pages.filter((page) => trees.has(page)).map((page) => ({page, source: sources.get(page)!})),
  );
  findings.push(...samples.findings);
  step('samples');
  const unread = [...pages.filter((page) => !trees.has(page)), ...samples.unread];
  notes.push(
    `samples: ${samples.checked} code blocks type-checked` +
      (unread.length > 0 ? `; not read until their mdx or syntax finding is fixed: ${listed(unread)}` : ''),
  );

  notes.push(`steps: ${steps.join(', ')}`);
  const sorted = sortFindings(findings);
  for (const f of sorted) console.log(formatFinding(f));
  for (const note of notes) console.log(`note: ${note}`);
  console.log(summaryLine(sorted, pages.length, (performance.now() - started) / 1000));
  return sorted.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
