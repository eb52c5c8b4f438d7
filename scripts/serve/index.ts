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
import {missingTwinAnswer, negotiateMarkdown} from './markdown';

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

const siteRoot = `http://127.0.0.1:${values.port}${base}`;

function respond(req: http.IncomingMessage, res: http.ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  // `Accept: text/markdown` on a page gets its twin, a missing `.md` a Markdown 404 (./markdown.ts).
  const negotiated = negotiateMarkdown(
    answer(url),
    req.headers.accept,
    exists,
    (twin) => answer(new URL(`${base}${twin}`, url)).headers,
  );
  const result = missingTwinAnswer(negotiated, url.pathname, siteRoot);
  if ('location' in result) {
    res.writeHead(result.status, {Location: result.location});
    res.end();
    return;
  }
  if (!result.file && result.body === undefined) {
    res.writeHead(404, {'Content-Type': 'text/plain'});
    res.end('Not found');
    return;
  }
  let body = result.file ? fs.readFileSync(path.join(root, result.file)) : Buffer.from(result.body ?? '');
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
}

const server = http.createServer((req, res) => {
  // A request that trips the server (a header value Node refuses, say) gets a 500; the server
  // goes on serving the next one, where an exception thrown here would end the process.
  try {
    respond(req, res);
  } catch (error) {
    console.error(`${req.method} ${req.url}:`, error);
    if (!res.headersSent) res.writeHead(500, {'Content-Type': 'text/plain'});
    res.end('Internal error');
  }
});

server.listen(Number(values.port), '127.0.0.1', () => {
  console.log(`Serving ${root} at http://127.0.0.1:${values.port}${base}`);
});
