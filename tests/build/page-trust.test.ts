/**
 * What every doc page and post says about itself (src/plugins/page-trust, the
 * docs and blog options in docusaurus.config.ts), read from the HTML: no script
 * is needed for any of it.
 * - "Edit this page" names the page's real source file: the file exists in git
 *   and is the one whose route is this page's.
 * - "Last updated" is the date of the file's last commit in git.
 * - Doc pages: "Checked against" from docs-audit/pages.json, and "Report a
 *   problem with this page" prefilled with the page's URL and version.
 * - The not-found page: "Report a broken link".
 */
import fs from 'node:fs';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import type {CheerioAPI} from 'cheerio';
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
const records = readRecords(SITE);
const git = (...args: string[]) => execFileSync('git', args, {cwd: SITE, encoding: 'utf8'});

const tracked = git('ls-files', ...DOCS_VERSIONS.map((v) => v.contentDir), BLOG.contentDir).split('\n');
const docPages = tracked.filter(isDocPage);
const posts = tracked.filter((file) => /^blog\/[^/]+\.mdx?$/.test(file));

const routeOf = (source: string) => routeOfSource(source, fs.readFileSync(path.join(SITE, source), 'utf8'));

/**
 * The date of the last commit that changed the file, merges aside (a merge's changes are its
 * sides' commits), as the page's <time dateTime> has it (UTC, ISO).
 */
const lastCommit = (source: string) =>
  new Date(Number(git('log', '-1', '--no-merges', '--format=%ct', '--', source).trim()) * 1000);

function editLinkSource($: CheerioAPI): string | undefined {
  const href = $('a.theme-edit-this-page').attr('href');
  return href?.startsWith(editUrlBase) ? href.slice(editUrlBase.length) : href;
}

const siteDateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

describe('"Edit this page" and "Last updated" on every doc page and post', () => {
  it('are read from a full clone', () => {
    expect(git('rev-parse', '--is-shallow-repository').trim(), 'run `git fetch --unshallow`').toBe('false');
  });

  it.each([...docPages, ...posts])('%s', (source) => {
    const $ = loadRoute(routeOf(source));
    // The link names this page's own source file, which git tracks.
    expect(editLinkSource($)).toBe(source);
    expect($('a.theme-edit-this-page').text()).toBe('Edit this page');
    const time = $('.theme-last-updated time');
    expect(time.length, 'a "Last updated" date').toBe(1);
    expect(new Date(time.attr('datetime')!).toISOString()).toBe(lastCommit(source).toISOString());
    // Written as the site writes dates (src/text/dates.ts, without Intl in the browser).
    expect(time.text()).toBe(siteDateFormat.format(lastCommit(source)));
  });
});

describe('"Checked against" and "Report a problem with this page" on every doc page', () => {
  const versionLabel = (source: string) => DOCS_VERSIONS.find((v) => source.startsWith(`${v.contentDir}/`))!.label;

  it.each(docPages)('%s', (source) => {
    const route = routeOf(source);
    const $ = loadRoute(route);
    const record = records.pages[source]!;
    const checked = $('p:has(> time[datetime])').filter((_, p) => $(p).text().startsWith('Checked against'));
    expect(checked.text()).toMatch(new RegExp(`^Checked against @trpc/server ${record.version} on \\d+ \\w+ \\d{4}$`));
    expect(checked.find('code').text()).toBe('@trpc/server');
    expect(checked.find('time').attr('datetime')).toBe(record.date);

    const report = $('a[data-report-problem]');
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
      const line = $('p').filter((_, p) => $(p).text().startsWith('Generated from the sources of'));
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
