/**
 * npm run search:records [-- out.json] — writes every search record of the
 * production build (run `npm run build` first) as one JSON array, in the
 * DocSearch shape a hosted Algolia index expects, ready for upload.
 */
import fs from 'node:fs';
import path from 'node:path';
import {extractRecords, type SearchRecord} from '../src/plugins/offline-search/records';
import {isRedirectPage} from './host/inlineScripts';
import {htmlFiles, routeOfHtmlFile} from '../src/built-site/files';

const buildDir = path.resolve(__dirname, '..', 'build');
const out = path.resolve(process.argv[2] ?? path.join(buildDir, 'search-records.json'));

if (!fs.existsSync(buildDir)) throw new Error('No build/: run `npm run build` first.');
const records: SearchRecord[] = [];
for (const file of htmlFiles(buildDir).sort()) {
  const route = routeOfHtmlFile(buildDir, file);
  const html = fs.readFileSync(file, 'utf8');
  if (route === '/search' || route === '/404.html' || isRedirectPage(html)) continue;
  records.push(...extractRecords(html, route));
}
fs.writeFileSync(out, JSON.stringify(records));
console.log(
  `${records.length} records from ${new Set(records.map((r) => r.url_without_anchor)).size} pages written to ${path.relative(process.cwd(), out)}`,
);
