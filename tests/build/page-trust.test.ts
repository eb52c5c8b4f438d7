/**
 * What every doc page and post says about itself (src/plugins/page-trust, the
 * docs and blog options in docusaurus.config.ts), read from the HTML: no script
 * is needed for any of it.
 * - "Edit this page" only when package.json names this site's repository
 *   (config/env.ts), and then to the page's own source file, which git tracks.
 * - "Last edited" is the date of the file's last commit in git.
 * - Doc pages: "Checked against" from docs-audit/pages.json (not on pages the
 *   records mark as making no API claim), and "Report a problem with this
 *   page" prefilled with the page's URL and version, in one list with
 *   "Last edited".
 * - Posts: "Published" with the post's date, and "Last edited" only when the
 *   file changed on a later day.
 * - The not-found page: "Report a broken link".
 */
import fs from 'node:fs';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import {load, type CheerioAPI} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {parseEnv} from '../../config/env';
import {htmlFiles, routeOfHtmlFile} from '../../src/built-site/files';
import {API_REFERENCE, BLOG, DOCS_VERSIONS, NEW_ISSUE_URL} from '../../src/docs-model';
import {readRecords} from '../../src/plugins/page-trust';
import {isDocPage} from '../../src/plugins/page-trust/records';
import {BUILD_DIR, loadRoute, routeOfSource} from './html';

const SITE = path.resolve(__dirname, '../..');
// The e2e build's settings (npm run build:e2e sets neither SITE_URL nor EDIT_URL_BASE).
const {siteUrl, editUrlBase} = parseEnv({});
/** This site's repository as package.json names it: none today, so no page may offer an edit link. */
const {repository} = JSON.parse(fs.readFileSync(path.join(SITE, 'package.json'), 'utf8')) as {repository?: unknown};
const records = readRecords(SITE);
const git = (...args: string[]) =>
  execFileSync('git', args, {cwd: SITE, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});

const contentDirs = [...DOCS_VERSIONS.map((v) => v.contentDir), BLOG.contentDir];
const tracked = git('ls-files', ...contentDirs).split('\n');
const docPages = tracked.filter(isDocPage);
const posts = tracked.filter((file) => /^blog\/[^/]+\.mdx?$/.test(file));

const routeOf = (source: string) => routeOfSource(source, fs.readFileSync(path.join(SITE, source), 'utf8'));

/**
 * The date of the last commit that changed each file, merges aside (a merge's changes are its
 * sides' commits), as the page's <time dateTime> has it (UTC, ISO). One `git log` over the
 * content, newest first, where a file's first mention is its last change: the same dates as
 * `git log -1 --no-merges -- file` per page, which spawned git some 800 times (7 s of a worker).
 */
const lastCommits = new Map<string, Date>();
let commitTime = 0;
for (const line of git('log', '--no-merges', '--format=%x00%ct', '--name-only', '--', ...contentDirs).split('\n')) {
  if (line.startsWith('\0')) commitTime = Number(line.slice(1)) * 1000;
  else if (line && !lastCommits.has(line)) lastCommits.set(line, new Date(commitTime));
}
const lastCommit = (source: string) => {
  const date = lastCommits.get(source);
  if (!date) throw new Error(`no commit changed ${source}`);
  return date;
};

const siteDateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The items of the line under a page (last edited, checked, report; a post's published and edited). */
const factsOf = ($: CheerioAPI) =>
  $('[data-page-facts] > li')
    .toArray()
    .map((li) => $(li).text().replace(/\s+/g, ' ').trim());

describe('"Edit this page"', () => {
  const editLinks = htmlFiles(BUILD_DIR).flatMap((file) => {
    const $ = load(fs.readFileSync(file, 'utf8'));
    return $('a.theme-edit-this-page')
      .toArray()
      .map((a) => ({route: routeOfHtmlFile(BUILD_DIR, file), href: $(a).attr('href')!}));
  });

  it.skipIf(repository !== undefined)('no page has one while package.json names no repository', () => {
    expect(editUrlBase).toBeNull();
    expect(editLinks).toEqual([]);
  });

  it("each leads to a file of this repository (git ls-files), the page's own source", () => {
    const files = new Set(git('ls-files').split('\n'));
    for (const {route, href} of editLinks) {
      expect(editUrlBase, route).not.toBeNull();
      expect(href.startsWith(editUrlBase!), href).toBe(true);
      expect(files.has(href.slice(editUrlBase!.length)), href).toBe(true);
    }
    if (editUrlBase) {
      for (const source of [...docPages, ...posts])
        expect(loadRoute(routeOf(source))('a.theme-edit-this-page').attr('href'), source).toBe(
          `${editUrlBase}${source}`,
        );
    }
  });
});

describe('"Last edited" on every doc page and post', () => {
  it('is read from a full clone', () => {
    expect(git('rev-parse', '--is-shallow-repository').trim(), 'run `git fetch --unshallow`').toBe('false');
  });

  it.each(docPages)('%s', (source) => {
    const $ = loadRoute(routeOf(source));
    const time = $('.theme-last-updated time');
    expect(time.length, 'a "Last edited" date').toBe(1);
    expect(new Date(time.attr('datetime')!).toISOString()).toBe(lastCommit(source).toISOString());
    // Written as the site writes dates (src/text/dates.ts, without Intl in the browser).
    expect(time.text()).toBe(siteDateFormat.format(lastCommit(source)));
    // Said as what it is: the day the file last changed, not the day it was checked.
    expect($('.theme-last-updated').text()).toBe(`Last edited on ${siteDateFormat.format(lastCommit(source))}`);
  });
});

describe('a post says when it was published, and when it was last edited if that was later', () => {
  it.each(posts)('%s', (source) => {
    const $ = loadRoute(routeOf(source));
    const published = $('article header time[datetime]').attr('datetime')!;
    const publishedDay = published.slice(0, 10);
    const editedDay = lastCommit(source).toISOString().slice(0, 10);
    const facts = factsOf($);
    expect(facts[0]).toBe(`Published ${siteDateFormat.format(new Date(published))}`);
    expect($('[data-page-facts] time').first().attr('datetime')).toBe(publishedDay);
    if (editedDay > publishedDay) {
      expect(facts[1]).toBe(`Last edited on ${siteDateFormat.format(lastCommit(source))}`);
      expect(new Date($('[data-page-facts] .theme-last-updated time').attr('datetime')!).toISOString()).toBe(
        lastCommit(source).toISOString(),
      );
    } else expect(facts.some((fact) => fact.startsWith('Last edited'))).toBe(false);
  });
});

describe('"Checked against" and "Report a problem with this page" on every doc page', () => {
  const versionLabel = (source: string) => DOCS_VERSIONS.find((v) => source.startsWith(`${v.contentDir}/`))!.label;
  const noApiClaims = Object.entries(records.pages)
    .filter(([, record]) => record.apiClaims === false)
    .map(([page]) => page);

  it('the records mark the pages that make no claim about the API: sponsors, quotes, a list of projects', () => {
    const community = ['sponsors', 'love', 'awesome-trpc'];
    expect(noApiClaims.sort()).toEqual(
      DOCS_VERSIONS.flatMap((v) => community.map((page) => `${v.contentDir}/community/${page}.mdx`)).sort(),
    );
  });

  it.each(docPages)('%s', (source) => {
    const route = routeOf(source);
    const $ = loadRoute(route);
    const record = records.pages[source]!;
    const facts = factsOf($);
    // One line, one style: "Last edited", "Checked against" (where the page makes API claims), the report.
    expect(facts[0], 'Last edited first').toMatch(/^Last edited on \d+ \w+ \d{4}$/);
    const checked = $('[data-page-facts] > li').filter((_, li) => $(li).text().startsWith('Checked against'));
    if (record.apiClaims === false) {
      expect(checked.length, 'no "Checked against" on a page without API claims').toBe(0);
      expect(facts.length).toBe(2);
    } else {
      expect(checked.text()).toMatch(
        new RegExp(`^Checked against @trpc/server ${record.version} on \\d+ \\w+ \\d{4}$`),
      );
      expect(checked.find('code').text()).toBe('@trpc/server');
      expect(checked.find('time').attr('datetime')).toBe(record.date);
      expect(facts.length).toBe(3);
    }

    const report = $('[data-page-facts] > li:last-child a[data-report-problem]');
    expect(report.text()).toMatch(/^Report a problem with this page on GitHub/);
    expect(report.attr('target')).toBe('_blank');
    const href = report.attr('href')!;
    expect(href.startsWith(`${NEW_ISSUE_URL}?`)).toBe(true);
    const body = new URL(href).searchParams.get('body');
    expect(body).toContain(`Page: ${siteUrl}${route}\n`);
    expect(body).toContain(`Version: ${versionLabel(source)} (@trpc/server ${record.version})\n`);
  });

  it('the API reference: generated from the package it documents, no edit link (nothing to edit)', () => {
    const dir = path.join(BUILD_DIR, API_REFERENCE.routeBasePath);
    const pages = htmlFiles(dir).map((file) => routeOfHtmlFile(BUILD_DIR, file));
    expect(pages.length).toBeGreaterThan(100);
    for (const route of pages) {
      const $ = loadRoute(route);
      const pkg = /^\/docs\/typedoc\/([^/]+)/.exec(route)![1];
      const line = $('[data-page-facts] > li').filter((_, li) =>
        $(li).text().startsWith('Generated from the sources of'),
      );
      expect(line.text(), route).toBe(`Generated from the sources of @trpc/${pkg} 10.30.0`);
      expect($('a.theme-edit-this-page').length, route).toBe(0);
      expect($('a[data-report-problem]').attr('href'), route).toContain(
        encodeURIComponent(`${siteUrl}${route}`).replace(/%20/g, '+'),
      );
    }
  });
});

describe('the not-found page', () => {
  it('offers "Report a broken link" as a new GitHub issue, in a new tab', () => {
    const $ = loadRoute('/404');
    const link = $('a').filter((_, a) => $(a).text().startsWith('Report a broken link'));
    expect(link.length).toBe(1);
    expect(link.attr('target')).toBe('_blank');
    const url = new URL(link.attr('href')!);
    expect(`${url.origin}${url.pathname}`).toBe(NEW_ISSUE_URL);
    expect(url.searchParams.get('body')).toContain('Requested path:');
  });
});
