/**
 * Serves a production build on 127.0.0.1 the way the real host does (see
 * ./host.ts: vercel.json's redirects, trailing slash, clean URLs and headers,
 * the CSP among them, and a real 404), optionally gzipped and under another
 * base path. Used by the end-to-end tests and the benchmark.
 *
 *   tsx scripts/serve [--port 4173] [--dir build] [--base /] [--gzip] [--no-headers]
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {parseArgs} from 'node:util';
import zlib from 'node:zlib';
import {createHost, type HostRules} from './host';
import {negotiateMarkdown} from './markdown';

const {values} = parseArgs({
  options: {
    port: {type: 'string', default: '4173'},
    dir: {type: 'string', default: 'build'},
    base: {type: 'string', default: '/'},
    gzip: {type: 'boolean', default: false},
    'no-headers': {type: 'boolean', default: false},
  },
});

const rules: HostRules = values['no-headers']
  ? {headers: [], redirects: []}
  : (JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../vercel.json'), 'utf8')) as HostRules);

const root = path.resolve(values.dir);
const base = values.base.endsWith('/') ? values.base : `${values.base}/`;
const COMPRESSIBLE = /^(text\/|application\/(json|xml)|image\/svg)/;

const exists = (rel: string) => {
  try {
    return fs.statSync(path.join(root, rel)).isFile();
  } catch {
    return false;
  }
};
const answer = createHost(rules, base, exists);

const server = http.createServer((req, res) => {
  // `Accept: text/markdown` on a page gets its Markdown twin (./markdown.ts).
  const result = negotiateMarkdown(answer(new URL(req.url ?? '/', 'http://127.0.0.1')), req.headers.accept, exists);
  if ('location' in result) {
    res.writeHead(result.status, {Location: result.location});
    res.end();
    return;
  }
  if (!result.file) {
    res.writeHead(404, {'Content-Type': 'text/plain'});
    res.end('Not found');
    return;
  }
  let body = fs.readFileSync(path.join(root, result.file));
  const headers: http.OutgoingHttpHeaders = {'Cache-Control': 'no-cache', ...result.headers};
  if (
    values.gzip &&
    COMPRESSIBLE.test(String(headers['Content-Type'])) &&
    /\bgzip\b/.test(String(req.headers['accept-encoding']))
  ) {
    body = zlib.gzipSync(body);
    headers['Content-Encoding'] = 'gzip';
    headers.Vary = headers.Vary ? `${headers.Vary}, Accept-Encoding` : 'Accept-Encoding';
  }
  headers['Content-Length'] = body.length;
  res.writeHead(result.status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
});

server.listen(Number(values.port), '127.0.0.1', () => {
  console.log(`Serving ${root} at http://127.0.0.1:${values.port}${base}`);
});
