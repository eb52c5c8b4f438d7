import fs from 'node:fs';
import {createSearchEngine} from '../src/plugins/offline-search/engine';
const cur = createSearchEngine(JSON.parse(fs.readFileSync('build/search-index/current.json','utf8')));
const C = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
for (const q of process.argv.slice(2)) console.log(q, '→', cur.suggest(q, C));
