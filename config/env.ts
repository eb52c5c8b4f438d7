/**
 * The one place that reads process.env (and package.json's `repository`, for
 * the edit links). The config turns these values into plugins and options;
 * none of them is sent to the browser as data.
 */
import fs from 'node:fs';
import path from 'node:path';
import {DEFAULT_SITE_URL, normaliseSiteUrl} from '../src/docs-model';

export interface SiteEnv {
  /** Public origin of the deployed site. */
  siteUrl: string;
  /** Hosted search; all three set means Algolia, otherwise the offline index. */
  algolia: {appId: string; apiKey: string; indexName: string} | null;
  /** Google Analytics measurement id; unset means no analytics at all. */
  gtagId: string | null;
  /** Builds for the end-to-end tests add test-only routes (the crash page). */
  e2e: boolean;
  /**
   * Whether quoted posts become Twitter embeds (TWEET_EMBEDS, default on).
   * Off, they stay plain quotes and no page loads Twitter's script.
   */
  tweetEmbeds: boolean;
  /**
   * Where "Edit this page" points: the URL of the site's folder in its repository's
   * editor, ending in `/`; a page's source path (`docs/x.mdx`) is appended. EDIT_URL_BASE,
   * else GitHub's editor on `main` for package.json's `repository`; null (no edit link on
   * any page) when neither names one: a link must lead to this site's own files.
   */
  editUrlBase: string | null;
  /**
   * Whether the bundler keeps its persistent cache in node_modules/.cache (BUILD_CACHE):
   * by default in the dev server, where restarts repeat, and not in `docusaurus build`,
   * which is cold where it matters (CI, a first deploy): there, the cache held memory to
   * the end of the build for a next build that seldom comes (handbook/performance.md, "Costs as the docs grow").
   */
  persistentCache: boolean;
}

/** package.json's `repository`, in the forms npm documents: `owner/name`, `github:owner/name`, a URL, or `{url, directory}`. */
export type PackageRepository = string | {type?: string; url: string; directory?: string};

/** The `repository` of the site's package.json: the one place this site's repository is named. */
export function packageRepository(siteDir = path.resolve(__dirname, '..')): PackageRepository | undefined {
  const pkg = JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {
    repository?: PackageRepository;
  };
  return pkg.repository;
}

/**
 * GitHub's editor for the site's folder in `repository`, on `main`
 * (`https://github.com/owner/name/edit/main/<directory>/`), or null without one.
 * Another host, or another branch: set EDIT_URL_BASE.
 */
export function editUrlBaseOf(repository: PackageRepository | undefined): string | null {
  if (repository === undefined) return null;
  const {url, directory} = typeof repository === 'string' ? {url: repository, directory: undefined} : repository;
  const name =
    /^(?:github:)?([\w.-]+\/[\w.-]+)$/.exec(url)?.[1] ??
    /^(?:(?:git\+)?(?:https?|ssh|git):\/\/(?:git@)?|git@)github\.com[/:]([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/.exec(
      url,
    )?.[1];
  if (!name) {
    throw new Error(
      `package.json's repository "${url}" is not a GitHub repository: set EDIT_URL_BASE to its editor's URL for the site's folder`,
    );
  }
  const folder = directory ? `${directory.replace(/^\/+|\/+$/g, '')}/` : '';
  return `https://github.com/${name}/edit/main/${folder}`;
}

function parseEditUrlBase(value: string | undefined, repository: PackageRepository | undefined): string | null {
  const given = nonEmpty(value);
  if (given === null) return editUrlBaseOf(repository);
  if (!/^https?:\/\/[^/\s]+\/\S*$/.test(given)) {
    throw new Error(
      `EDIT_URL_BASE must be an http(s) URL such as https://github.com/owner/name/edit/main/, got "${value}"`,
    );
  }
  return given.endsWith('/') ? given : `${given}/`;
}

function nonEmpty(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function parseSwitch(name: string, value: string | undefined): boolean {
  const setting = (nonEmpty(value) ?? 'on').toLowerCase();
  if (setting === 'on') return true;
  if (setting === 'off') return false;
  throw new Error(`${name} must be on or off, got "${value}"`);
}

export function parseEnv(
  env: NodeJS.ProcessEnv,
  /** package.json's `repository` (read from the site's package.json unless given). */
  repository: PackageRepository | undefined = packageRepository(),
): SiteEnv {
  const siteUrl = nonEmpty(env.SITE_URL) ?? DEFAULT_SITE_URL;
  if (!/^https?:\/\/[^/]+$/.test(normaliseSiteUrl(siteUrl))) {
    throw new Error(`SITE_URL must be an origin such as https://trpc.io, got "${siteUrl}"`);
  }
  const appId = nonEmpty(env.ALGOLIA_APP_ID);
  const apiKey = nonEmpty(env.ALGOLIA_API_KEY);
  if ((appId === null) !== (apiKey === null)) {
    throw new Error('Set both ALGOLIA_APP_ID and ALGOLIA_API_KEY, or neither');
  }
  return {
    siteUrl: normaliseSiteUrl(siteUrl),
    algolia: appId && apiKey ? {appId, apiKey, indexName: nonEmpty(env.ALGOLIA_INDEX_NAME) ?? 'trpc'} : null,
    gtagId: nonEmpty(env.GTAG_ID),
    e2e: env.TRPC_E2E === '1',
    tweetEmbeds: parseSwitch('TWEET_EMBEDS', env.TWEET_EMBEDS),
    editUrlBase: parseEditUrlBase(env.EDIT_URL_BASE, repository),
    persistentCache:
      nonEmpty(env.BUILD_CACHE) === null ? env.NODE_ENV !== 'production' : parseSwitch('BUILD_CACHE', env.BUILD_CACHE),
  };
}

/**
 * Where browsers send reports of what the CSP blocked (CSP_REPORT_URI, unset
 * by default: no reports). An https URL that a deployer runs or rents;
 * `npm run host-config` writes it into vercel.json as `report-uri` and as the
 * `csp` endpoint of `Reporting-Endpoints` (`report-to csp`). Read apart from
 * parseEnv: only the host config needs it, not the site.
 */
export function cspReportUri(env: NodeJS.ProcessEnv): string | null {
  const uri = nonEmpty(env.CSP_REPORT_URI);
  if (uri === null) return null;
  // No space, comma, semicolon or quote: the value goes into a header as it is.
  if (!/^https:\/\/[^\s,;'"]+$/.test(uri)) {
    throw new Error(
      `CSP_REPORT_URI must be an https URL such as https://example.report-uri.com/r/d/csp/enforce, got "${uri}"`,
    );
  }
  return uri;
}
