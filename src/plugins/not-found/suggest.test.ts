import {describe, expect, it} from 'vitest';
import {parsePath, suggest, type SitePage} from './suggest';

const pages: SitePage[] = [
  ['/', 'Home'],
  ['/blog', 'Blog'],
  ['/docs/server/routers', 'Define Routers'],
  ['/docs/server/context', 'Context'],
  ['/docs/client/react/useQuery', 'useQuery()'],
  ['/docs/introduction', 'Introduction'],
  ['/docs/v9/router', 'Define routers'],
  ['/docs/v9/server/routers', 'Routers (9.x)'],
];
const paths = (found: SitePage[]) => found.map(([path]) => path);

describe('the closest pages to a path that has none', () => {
  it('finds a misspelt last folder', () => {
    expect(paths(suggest('/docs/server/router', pages))[0]).toBe('/docs/server/routers');
    expect(paths(suggest('/docs/server/contxt', pages))).toEqual(['/docs/server/context']);
  });

  it('finds a page with a folder missing or extra, case and trailing slash aside', () => {
    expect(paths(suggest('/docs/client/usequery/', pages))).toEqual(['/docs/client/react/useQuery']);
    expect(paths(suggest('/docs/server/routers/extra', pages))).toContain('/docs/server/routers');
  });

  it('prefers the version of the path asked for', () => {
    expect(paths(suggest('/docs/v9/server/router', pages))[0]).toBe('/docs/v9/server/routers');
    expect(paths(suggest('/docs/server/router', pages))).toEqual(['/docs/server/routers', '/docs/v9/server/routers']);
  });

  it('suggests nothing for a path like no page, nor the page itself', () => {
    expect(suggest('/docs/this-page-does-not-exist', pages)).toEqual([]);
    expect(suggest('/no-such-page', pages)).toEqual([]);
    expect(suggest('/docs/server/routers', pages).map(([p]) => p)).not.toContain('/docs/server/routers');
  });

  it('keeps at most the limit', () => {
    const many: SitePage[] = Array.from({length: 9}, (_, i) => [`/docs/server/router${i}`, `R${i}`]);
    expect(suggest('/docs/server/router', many, 3)).toHaveLength(3);
  });
});

describe('paths', () => {
  it('split the docs version prefix off, decoded, without query or hash', () => {
    expect(parsePath('/docs/v9/Server/%72outer?x=1#y')).toEqual({version: 'v9', folders: ['docs', 'server', 'router']});
    expect(parsePath('/docs/server')).toEqual({version: 'current', folders: ['docs', 'server']});
    expect(parsePath('/blog/%E0%A4%A')).toEqual({version: null, folders: ['blog', '%e0%a4%a']});
  });
});
