import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {builtAnchors, builtRoutes, hasRoute, specRouteList, withSources} from './routes';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-routes-'));
afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

function write(rel: string, html: string): void {
  fs.mkdirSync(path.dirname(path.join(dir, rel)), {recursive: true});
  fs.writeFileSync(path.join(dir, rel), html);
}

describe('the route list', () => {
  it('reads a build’s pages (x.html and x/index.html), not its client redirects or bundles', () => {
    write('index.html', '<main id=home></main>');
    write('docs.html', '<h1 id="intro">Docs</h1>');
    write('docs/server/routers.html', '<h2 id="merging-routers">M</h2>');
    write('docs/v10/server/routers/index.html', '<meta http-equiv="refresh" content="0; url=/docs/server/routers">');
    write('blog/archive/index.html', '<main>Archive</main>');
    write('404.html', '<main>Not found</main>');
    write('assets/js/x.html', '');
    expect([...builtRoutes(dir)].sort()).toEqual(['/', '/404.html', '/blog/archive', '/docs', '/docs/server/routers']);
    expect(builtAnchors(dir, '/docs/server/routers')).toEqual(new Set(['merging-routers']));
    expect(builtAnchors(dir, '/docs/nope')).toBeNull();
  });

  it('falls back to the spec’s list, with the API reference’s folders as prefixes', () => {
    const list = {
      from: 'spec',
      built: false,
      ...specRouteList({
        pages: ['/'],
        blog: ['/blog'],
        docs_10x: ['/docs', '/docs/server/routers/'],
        docs_9x: ['/docs/v9'],
        typedocPrefixes: ['/docs/typedoc/server'],
      }),
    };
    expect(
      ['/docs/server/routers', '/docs/typedoc/server', '/docs/typedoc/server/functions/x'].map((r) =>
        hasRoute(list, r),
      ),
    ).toEqual([true, true, true]);
    expect(hasRoute(list, '/docs/typedoc/serverless')).toBe(false);
  });

  it('adds the routes of pages new in the change and drops those it removed', () => {
    const list = {from: 'x', built: true, routes: new Set(['/docs/a', '/docs/b', '/docs/c']), prefixes: []};
    const now = withSources(list, ['/docs/a', '/docs/new', '/docs/c'], ['/docs/b', '/docs/c']);
    expect([...now.routes].sort()).toEqual(['/docs/a', '/docs/c', '/docs/new']);
  });
});
