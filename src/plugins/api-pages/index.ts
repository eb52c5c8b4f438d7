/**
 * The API reference's link to the guide that teaches each symbol: after the
 * docs are loaded, the 10.x guides' titles and headings are handed to the
 * remark plugin (./remark.ts) that the API reference's pages are compiled with.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {headingsOf} from '../../remark/headings';
import type {Guide} from './guides';
import {setGuides} from './remark';

interface LoadedDocs {
  loadedVersions: Array<{
    versionName: string;
    docs: Array<{source: string; permalink: string; title: string; sidebar?: string}>;
  }>;
}

export default function apiPagesPlugin(context: LoadContext): Plugin {
  return {
    name: 'api-pages',
    async allContentLoaded({allContent}) {
      // The guides' docs instance (`default`), its current version: what the reference documents.
      const docs = (allContent['docusaurus-plugin-content-docs'] as Record<string, LoadedDocs> | undefined)?.default;
      const current = docs?.loadedVersions.find((v) => v.versionName === 'current');
      const guides: Guide[] = await Promise.all(
        // Guides are the pages of a sidebar (not the home page's landing snippets).
        (current?.docs ?? [])
          .filter((doc) => doc.sidebar)
          .map(async (doc) => {
            const file = path.join(context.siteDir, doc.source.replace(/^@site\//, ''));
            const source = await fs.readFile(file, 'utf8').catch(() => '');
            return {title: doc.title, permalink: doc.permalink, headings: headingsOf(source)};
          }),
      );
      setGuides(guides);
    },
  };
}
