/**
 * Install commands are written once, as npm, in a `bash npm2yarn` block
 * (src/remark/installTabs.ts, CONTRIBUTING.md): no page of the docs (both
 * versions) or the blog keeps a hand-written package-manager tab set, and every
 * install block shows npm, Yarn, pnpm and Bun in its page and in its Markdown twin.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {CheerioAPI} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {twinPath} from '../../src/plugins/markdown-twins/twinPath';
import {BLOG, DOCS_VERSIONS} from '../../src/docs-model';
import {INSTALL_LABELS, INSTALL_TABS_GROUP, installVariants} from '../../src/remark/installTabs';
import {BUILD_DIR, loadRoute, routeOfSource} from './html';

const SITE = path.resolve(__dirname, '../..');
const sources = execFileSync('git', ['ls-files', ...DOCS_VERSIONS.map((v) => v.contentDir), BLOG.contentDir], {
  cwd: SITE,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.mdx?$/.test(file))
  .map((file) => ({file, source: fs.readFileSync(path.join(SITE, file), 'utf8')}));

/** A tab set written by hand for package managers: a tab named after one, or the group they shared. */
const HAND_WRITTEN = /<TabItem\b[^>]*\bvalue=["'](?:npm|yarn|pnpm|bun)["']|groupId=["']package-manager["']/i;
const INSTALL_BLOCK = /^```bash npm2yarn\n([\s\S]*?)\n```$/gm;

const pages = sources
  .map(({file, source}) => ({
    file,
    route: routeOfSource(file, source),
    commands: [...source.matchAll(INSTALL_BLOCK)].map((m) => m[1]!),
  }))
  .filter((page) => page.commands.length > 0);

/** The page's tab sets whose tabs are the four package managers, each as the commands of its panels. */
function installTabSets($: CheerioAPI): string[][] {
  const labels = Object.values(INSTALL_LABELS);
  return $('article .tabs-container')
    .toArray()
    .filter((set) => {
      const tabs = $(set).find('[role=tab]').toArray();
      return tabs.map((tab) => $(tab).text()).join('|') === labels.join('|');
    })
    .map((set) =>
      $(set)
        .find('[role=tabpanel] pre code')
        .toArray()
        .map((code) => $(code).text()),
    );
}

describe('install commands', () => {
  it('no page keeps a hand-written package-manager tab set', () => {
    expect(sources.filter(({source}) => HAND_WRITTEN.test(source)).map(({file}) => file)).toEqual([]);
  });

  it("/privacy names the key that keeps the reader's package manager", () => {
    expect(loadRoute('/privacy')('main').text()).toContain(`docusaurus.tab.${INSTALL_TABS_GROUP}`);
  });

  it('the docs of both versions and the blog write their install commands as npm2yarn blocks', () => {
    for (const dir of [...DOCS_VERSIONS.map((v) => v.contentDir), BLOG.contentDir]) {
      expect(pages.filter((page) => page.file.startsWith(`${dir}/`)).length, dir).toBeGreaterThan(0);
    }
  });

  it.each(pages.map((page) => [page.route, page] as const))(
    '%s: each install block shows npm, Yarn, pnpm and Bun, in the page and its twin',
    (route, {commands}) => {
      const expected = commands.map((npm) => installVariants(npm).map((variant) => variant.code));
      expect(installTabSets(loadRoute(route))).toEqual(expected);
      const twin = fs.readFileSync(path.join(BUILD_DIR, twinPath(route)), 'utf8');
      for (const npm of commands) {
        const sections = installVariants(npm).map(({label, code}) => `**${label}**\n\n\`\`\`bash\n${code}\n\`\`\``);
        expect(twin).toContain(sections.join('\n\n'));
      }
    },
  );
});
