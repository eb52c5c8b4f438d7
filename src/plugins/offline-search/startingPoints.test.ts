import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {DOCS_VERSIONS} from '../../docs-model';
import {PLUGIN_NAME} from './index';
import {PLUGIN, STARTING_DOC_IDS, STARTING_POINTS_FILE, startingPointsOf} from './startingPoints';

const doc = (id: string, permalink: string, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  permalink,
  title,
  frontMatter: {},
  ...extra,
});

describe('the starting points of the empty search modal', () => {
  it('are each version’s own pages, in order, with their sidebar labels and categories', () => {
    const versions = [
      {
        versionName: 'current',
        docs: [
          doc('server/routers', '/docs/server/routers', 'Define Routers'),
          doc('quickstart', '/docs/quickstart', 'Quickstart'),
        ],
      },
      {
        versionName: '9.x',
        docs: [
          doc('quickstart', '/docs/v9/quickstart', 'Quickstart'),
          doc('client/react/useQuery', '/docs/v9/react-queries', 'Fetch data with useQuery', {
            frontMatter: {sidebar_label: 'useQuery()'},
          }),
        ],
      },
    ];
    const categories: Record<string, string[]> = {
      quickstart: ['tRPC'],
      'server/routers': ['Backend Usage'],
      'client/react/useQuery': ['Client Usage', 'React'],
    };
    expect(startingPointsOf(versions, (id) => categories[id] ?? [])).toEqual({
      current: [
        {title: 'Quickstart', url: '/docs/quickstart', section: 'tRPC'},
        {title: 'Define Routers', url: '/docs/server/routers', section: 'Backend Usage'},
      ],
      '9.x': [
        {title: 'Quickstart', url: '/docs/v9/quickstart', section: 'tRPC'},
        {title: 'useQuery()', url: '/docs/v9/react-queries', section: 'Client Usage › React'},
      ],
    });
  });

  it('leave out unlisted and draft pages', () => {
    const versions = [
      {
        versionName: 'current',
        docs: [
          doc('quickstart', '/docs/quickstart', 'Quickstart', {unlisted: true}),
          doc('server/routers', '/docs/server/routers', 'Define Routers', {draft: true}),
        ],
      },
    ];
    expect(startingPointsOf(versions, () => [])).toEqual({current: []});
  });

  it('are read in the browser from the data file the plugin writes, under its name', () => {
    expect(PLUGIN).toBe(PLUGIN_NAME);
    const modal = fs.readFileSync(path.join(__dirname, 'theme/SearchBar/StartScreen.tsx'), 'utf8');
    expect(modal).toContain(`from '@generated/${PLUGIN}/default/${STARTING_POINTS_FILE}'`);
  });

  it.each(DOCS_VERSIONS.map((v) => [v.label, v.contentDir] as const))(
    'name pages the %s docs have (%s)',
    (_label, contentDir) => {
      for (const id of STARTING_DOC_IDS) {
        const file = ['.mdx', '.md'].map((ext) => path.join(contentDir, `${id}${ext}`)).find((f) => fs.existsSync(f));
        expect(file, id).toBeDefined();
      }
    },
  );
});
