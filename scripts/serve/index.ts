/**
 * Serves a production build on 127.0.0.1 the way the real host does (clean
 * URLs, normalised `.html`/`/index` paths, a real 404), optionally gzipped and
 * under another base path. Used by the end-to-end tests and the benchmark.
 *
 * It also follows vercel.json: its headers (the CSP among them) and its
 * permanent redirects, so the end-to-end tests run under the production host's rules.
 *
 *   tsx scripts/serve [--port 4173] [--dir build] [--base /] [--gzip] [--no-headers]
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {parseArgs} from 'node:util';
import zlib from 'node:zlib';
import {resolvePath, sourcePattern} from './resolve';

const {values} = parseArgs({
  options: {
    port: {type: 'string', default: '4173'},
    dir: {type: 'string', default: 'build'},
    base: {type: 'string', default: '/'},
    gzip: {type: 'boolean', default: false},
    'no-headers': {type: 'boolean', default: false},
  },
});

interface HostConfig {
  headers: Array<{source: string; headers: Array<{key: string; value: string}>}>;
  redirects: Array<{source: string; destination: string}>;
}
const host: HostConfig = values['no-headers']
  ? {headers: [], redirects: []}
  : (JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../vercel.json'), 'utf8')) as HostConfig);
const hostHeaders = host.headers.map((rule) => ({test: sourcePattern(rule.source), headers: rule.headers}));
/** The host's permanent redirects answer before any file, as on the real host. */
const hostRedirects = new Map(host.redirects.map((r) => [r.source, r.destination]));

const root = path.resolve(values.dir);
const base = values.base.endsWith('/') ? values.base : `${values.base}/`;
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml)|image\/svg)/;

const exists = (rel: string) => {
  try {
    return fs.statSync(path.join(root, rel)).isFile();
  } catch {
    return false;
  }
};

function send(req: http.IncomingMessage, res: http.ServerResponse, status: number, file: string): void {
  const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
  let body = fs.readFileSync(path.join(root, file));
  const headers: http.OutgoingHttpHeaders = {'Content-Type': type, 'Cache-Control': 'no-cache'};
  const pathname = new URL(req.url ?? '/', 'http://127.0.0.1').pathname.slice(base.length - 1);
  for (const rule of hostHeaders) {
    if (rule.test.test(pathname)) for (const {key, value} of rule.headers) headers[key] = value;
  }
  if (values.gzip && COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding']))) {
    body = zlib.gzipSync(body);
    headers['Content-Encoding'] = 'gzip';
    headers.Vary = 'Accept-Encoding';
  }
  headers['Content-Length'] = body.length;
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const redirect = hostRedirects.get(url.pathname.slice(base.length - 1).replace(/(.)\/$/, '$1'));
  if (redirect) {
    res.writeHead(301, {Location: `${base.slice(0, -1)}${redirect}${url.search}`});
    res.end();
    return;
  }
  const resolved = resolvePath(url.pathname, base, exists);
  if (resolved.kind === 'redirect') {
    res.writeHead(301, {Location: resolved.location + url.search});
    res.end();
  } else if (resolved.kind === 'file') {
    send(req, res, 200, resolved.file);
  } else if (exists('404.html')) {
    send(req, res, 404, '404.html');
  } else {
    res.writeHead(404, {'Content-Type': 'text/plain'});
    res.end('Not found');
  }
});

server.listen(Number(values.port), '127.0.0.1', () => {
  console.log(`Serving ${root} at http://127.0.0.1:${values.port}${base}`);
});
