import {describe, expect, it} from 'vitest';
import {caseMap, caseRedirectScript, caseTarget, withCaseRedirect} from './caseRedirect';

const map = caseMap(['/', '/docs/quickstart', '/docs/client/react/useQuery', '/docs/v9/react/useQuery']);

describe('the not-found page sends a path in the wrong case to its route', () => {
  it('maps only the routes that hold capitals', () => {
    expect(map).toEqual({
      '/docs/client/react/usequery': '/docs/client/react/useQuery',
      '/docs/v9/react/usequery': '/docs/v9/react/useQuery',
    });
  });

  it.each([
    ['/DOCS/quickstart', '/docs/quickstart'],
    ['/docs/Quickstart/', '/docs/quickstart'],
    ['/docs/client/react/usequery', '/docs/client/react/useQuery'],
    ['/DOCS/CLIENT/REACT/USEQUERY', '/docs/client/react/useQuery'],
    ['/Docs/Nope', '/docs/nope'],
  ])('%s → %s', (from, to) => expect(caseTarget(from, map)).toBe(to));

  it('leaves a path alone when only its case could change it and it has none to change', () => {
    for (const path of ['/', '/docs/nope', '/docs/nope/', '/docs/client/react/useQuery', '/wrong/docs/x'])
      expect(caseTarget(path, map), path).toBeNull();
  });

  it('reads no inherited key of the map as a route', () => {
    expect(caseTarget('/constructor', {})).toBeNull();
    expect(caseTarget('/__proto__', {})).toBeNull();
  });

  it('runs as an inline script that keeps the query and the hash, and never redirects twice', () => {
    const script = caseRedirectScript(map);
    const run = (pathname: string) => {
      const location = {pathname, search: '?a=1', hash: '#h', replace: (to: string) => void (replaced = to)};
      let replaced: string | null = null;
      new Function('location', script)(location);
      return replaced as string | null;
    };
    expect(run('/docs/client/react/USEQUERY')).toBe('/docs/client/react/useQuery?a=1#h');
    expect(run('/docs/nope')).toBeNull();
    expect(run(run('/DOCS/NOPE')!.replace(/[?#].*/, ''))).toBeNull();
  });

  it('cannot close its script tag early, and fails on a page without a head', () => {
    expect(caseRedirectScript({'/a': '/</script><b>'})).not.toContain('</script>');
    expect(withCaseRedirect('<html><head></head></html>', map)).toMatch(
      /<script>\(function\(\)\{.*<\/script><\/head>/s,
    );
    expect(() => withCaseRedirect('<html></html>', map)).toThrow(/no <\/head>/);
  });
});
