/**
 * A data folder like the one build.ts copies from a site build, in small: one
 * version, one page whose headings carry custom ids (as Troubleshooting's do),
 * its twin and its search records. For the tests of docs.ts and server.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {DocsManifest} from '../../../src/plugins/markdown-twins';
import {record} from '../../../src/search/testRecords';

export const TWIN = [
  '# Troubleshooting',
  '',
  '> Fixes for common errors.',
  '',
  '## Requests and HTTP',
  '',
  '### 414 "URI Too Long" from a `batch`',
  '',
  'Set `maxURLLength` on httpBatchLink.',
  '',
  '### Batching is not enabled',
  '',
  'Turn batching on in the adapter.',
  '',
  '## See also',
  '',
  '- Links',
  '',
].join('\n');

const page = '/docs/troubleshooting';
const hierarchy = {lvl0: 'Docs', lvl1: 'Troubleshooting'};
const RECORDS = [
  record({url: page, type: 'lvl1', hierarchy, content: 'Fixes for common errors.'}),
  record({url: `${page}#requests`, type: 'lvl2', hierarchy: {...hierarchy, lvl2: 'Requests and HTTP'}}),
  record({
    url: `${page}#url-too-long`,
    type: 'lvl3',
    hierarchy: {...hierarchy, lvl2: 'Requests and HTTP', lvl3: '414 "URI Too Long" from a batch'},
  }),
  record({
    url: `${page}#url-too-long`,
    hierarchy: {...hierarchy, lvl2: 'Requests and HTTP', lvl3: '414 "URI Too Long" from a batch'},
    content: 'Set maxURLLength on httpBatchLink.',
  }),
  record({
    url: `${page}#batching-off`,
    type: 'lvl3',
    hierarchy: {...hierarchy, lvl2: 'Requests and HTTP', lvl3: 'Batching is not enabled'},
  }),
  record({url: `${page}#see-also`, type: 'lvl2', hierarchy: {...hierarchy, lvl2: 'See also'}}),
];

const MANIFEST: DocsManifest = {
  site: 'https://trpc.io',
  versions: [
    {
      name: '10.x',
      title: 'tRPC 10.x',
      summary: 'The docs.',
      llms: '/llms.txt',
      searchIndex: '/search-index/current.json',
      sections: [
        {
          title: 'Guides',
          files: [],
          pages: [{title: 'Troubleshooting', description: 'Fixes.', path: page, markdown: `${page}.md`}],
        },
      ],
    },
  ],
};

/** Writes the folder into a new temporary folder and gives its path. */
export function writeTestData(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-mcp-data-'));
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), {recursive: true});
    fs.writeFileSync(path.join(dir, rel), text);
  };
  write('llms.json', JSON.stringify(MANIFEST));
  write('search-index/current.json', JSON.stringify(RECORDS));
  write(`pages${page}.md`, TWIN);
  return dir;
}
