/**
 * The deploy modes that CI builds besides `npm run build:e2e`'s
 * (handbook/deploying.md): each one's environment, set exactly (the shell's site variables
 * are cleared first), and the folder it is built into, apart from build/.
 * `npm run test:modes` builds them (scripts/build-modes.ts) and runs the smoke
 * tests beside this file.
 */
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');

/** Every variable config/env.ts reads: none leaks from the shell into a mode. */
export const SITE_VARIABLES = [
  'SITE_URL',
  'ALGOLIA_APP_ID',
  'ALGOLIA_API_KEY',
  'ALGOLIA_INDEX_NAME',
  'GTAG_ID',
  'TWEET_EMBEDS',
  'TRPC_E2E',
];

export const DEPLOY_MODES = {
  /** Hosted search, with test values: the build makes no request to Algolia. */
  hosted: {ALGOLIA_APP_ID: 'TESTAPP123', ALGOLIA_API_KEY: 'test-search-only-key'},
  /** Quoted posts stay plain quotes. */
  'tweets-off': {TWEET_EMBEDS: 'off'},
  /**
   * What an operator deploys (handbook/deploying.md): its origin, analytics, no test routes. Its
   * features are build:e2e's (analytics and tweet embeds on, offline search).
   */
  production: {SITE_URL: 'https://trpc.io', GTAG_ID: 'G-PRODTEST00'},
} satisfies Record<string, Record<string, string>>;

export type DeployMode = keyof typeof DEPLOY_MODES;

/**
 * The builds `npm run build:modes` makes, each into build-<name>/: modes whose claims touch
 * different features share one build, which saves a whole build per run. Their variables must
 * not overlap (buildEnv refuses that). Production's own variables (its origin and analytics id)
 * ride along with hosted search and tweets off: its features (analytics and tweets on, offline
 * search) are build:e2e's, whose build tests check them and the committed vercel.json, so a
 * build of its own differed from build/ only by the test routes and the id (production.test.ts).
 */
export const MODE_BUILDS = {
  modes: ['hosted', 'tweets-off', 'production'],
} as const satisfies Record<string, readonly DeployMode[]>;

export type ModeBuild = keyof typeof MODE_BUILDS;

/** The build that holds a mode. */
export const buildOf = (mode: DeployMode): ModeBuild =>
  (Object.keys(MODE_BUILDS) as ModeBuild[]).find((name) => (MODE_BUILDS[name] as readonly string[]).includes(mode))!;

/** A build's environment: its modes' variables, merged. */
export function buildEnv(name: ModeBuild): Record<string, string> {
  const env: Record<string, string> = {};
  for (const mode of MODE_BUILDS[name])
    for (const [key, value] of Object.entries(DEPLOY_MODES[mode])) {
      if (key in env) throw new Error(`${name}: ${key} is set by two of its modes`);
      env[key] = value;
    }
  return env;
}

/** The folder of the build that holds a mode. */
export const modeDir = (mode: DeployMode) => path.join(ROOT, `build-${buildOf(mode)}`);

/** A route's page in a build folder: x.html (trailingSlash: false), or a folder's index.html. */
export function readPage(dir: string, route: string): string {
  const candidates = [path.join(dir, `${route}.html`), path.join(dir, route, 'index.html')];
  const file = candidates.find((candidate) => fs.existsSync(candidate));
  if (!file) throw new Error(`${route} is not a page of ${path.relative(ROOT, dir)}/`);
  return fs.readFileSync(file, 'utf8');
}

/** Every file of a build folder whose text contains `needle`, relative to the folder. */
export function filesContaining(dir: string, needle: string, extensions = /\.(html|js|json|xml|txt)$/): string[] {
  return (fs.readdirSync(dir, {recursive: true, encoding: 'utf8'}) as string[])
    .filter((file) => extensions.test(file) && fs.readFileSync(path.join(dir, file), 'utf8').includes(needle))
    .sort();
}
