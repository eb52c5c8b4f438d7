import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {htmlFileOfRoute, htmlFiles, routeOfHtmlFile, routeOfIndexFile} from './files';

const build = fs.mkdtempSync(path.join(os.tmpdir(), 'built-site-'));
for (const file of [
  'index.html',
  'docs.html',
  'docs/x.html',
  'docs/v9/index.html',
  '404.html',
  'assets/js/main.html',
]) {
  fs.mkdirSync(path.dirname(path.join(build, file)), {recursive: true});
  fs.writeFileSync(path.join(build, file), '<html></html>');
}
afterAll(() => fs.rmSync(build, {recursive: true, force: true}));

describe('a built site', () => {
  it('lists its pages, not the bundles', () => {
    expect(
      htmlFiles(build)
        .map((f) => path.relative(build, f))
        .sort(),
    ).toEqual(['404.html', 'docs.html', 'docs/v9/index.html', 'docs/x.html', 'index.html']);
  });

  it('names the route each file serves', () => {
    expect(routeOfHtmlFile(build, path.join(build, 'index.html'))).toBe('/');
    expect(routeOfHtmlFile(build, path.join(build, 'docs/x.html'))).toBe('/docs/x');
    expect(routeOfHtmlFile(build, path.join(build, 'docs/v9/index.html'))).toBe('/docs/v9');
    expect(routeOfHtmlFile(build, path.join(build, '404.html'))).toBe('/404.html');
    expect(routeOfIndexFile(build, path.join(build, 'index.html'))).toBe('/');
  });

  it('finds the file of a route, x.html before x/index.html', () => {
    expect(htmlFileOfRoute(build, '/')).toBe(path.join(build, 'index.html'));
    expect(htmlFileOfRoute(build, '/docs/')).toBe(path.join(build, 'docs.html'));
    expect(htmlFileOfRoute(build, '/docs/v9')).toBe(path.join(build, 'docs/v9/index.html'));
    expect(htmlFileOfRoute(build, '404.html')).toBe(path.join(build, '404.html'));
  });
});
