/**
 * The pages the empty search modal offers to start from
 * (theme/SearchBar/StartScreen.tsx). They are named here by doc id only: each docs
 * version's own page for an id, its label as the sidebar gives it and the
 * categories above it come from the loaded docs at build time (./index.ts,
 * allContentLoaded), and reach the browser in a data file that only the search
 * modal's lazy code imports, not in every page's global data. So a
 * 9.x reader is offered 9.x pages (`/docs/v9/router`, "Define routers"), and
 * a renamed or moved page is followed, not linked under its old name.
 */
import {TRAIL_SEPARATOR} from '../../search/sameTitles';

/** The plugin's name (./index.ts PLUGIN_NAME): Docusaurus writes its data files under it. */
export const PLUGIN = 'offline-search';
/**
 * The data file (`createData`), in `.docusaurus/offline-search/default/`: the modal imports it as
 * `@generated/offline-search/default/starting-points.json` (theme/SearchBar/StartScreen.tsx).
 */
export const STARTING_POINTS_FILE = 'starting-points.json';

/** Where a reader new to tRPC starts: the quickstart, routers (the server), useQuery (the client). */
export const STARTING_DOC_IDS = ['quickstart', 'server/routers', 'client/react/useQuery'] as const;

export interface StartingPoint {
  /** The sidebar's label for the page (its `sidebar_label`, else its title). */
  title: string;
  url: string;
  /** The sidebar categories above it, as a hit's section names them ("Client Usage › React Query"). */
  section: string;
}

/** A Docusaurus docs version name (`current`, `9.x`) → its starting points, in the order above. */
export type StartingPoints = Readonly<Record<string, readonly StartingPoint[]>>;

/** What is read of a loaded doc (`@docusaurus/plugin-content-docs`'s DocMetadata). */
interface DocLike {
  id: string;
  title: string;
  permalink: string;
  unlisted?: boolean;
  draft?: boolean;
  frontMatter: {sidebar_label?: string};
}

interface VersionLike {
  versionName: string;
  docs: readonly DocLike[];
}

/**
 * Each version's starting points; an id a version lacks (or keeps unlisted or as a draft) is left
 * out of that version's. `categoriesOf` gives a doc's sidebar categories, top first.
 */
export function startingPointsOf<V extends VersionLike>(
  versions: readonly V[],
  categoriesOf: (docId: string, version: V) => readonly string[],
  ids: readonly string[] = STARTING_DOC_IDS,
): StartingPoints {
  return Object.fromEntries(
    versions.map((version) => [
      version.versionName,
      ids.flatMap((id) => {
        const doc = version.docs.find((d) => d.id === id && !d.unlisted && !d.draft);
        return doc
          ? [
              {
                title: doc.frontMatter.sidebar_label ?? doc.title,
                url: doc.permalink,
                section: categoriesOf(id, version).join(TRAIL_SEPARATOR),
              },
            ]
          : [];
      }),
    ]),
  );
}
