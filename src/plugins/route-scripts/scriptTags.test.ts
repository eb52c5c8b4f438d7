import {describe, expect, it} from 'vitest';
import {withRouteScripts} from './scriptTags';

const PAGE =
  '<html><head><title>x</title><script>inline()</script>' +
  '<script src=/assets/js/runtime~main.1.js defer></script><script src=/assets/js/main.2.js defer></script>' +
  '</head><body><script src=/late.js></script></body></html>';

describe('route chunk scripts in the HTML', () => {
  it("go right after Docusaurus's own bundles, deferred, in the given order", () => {
    const html = withRouteScripts(PAGE, ['assets/js/a.js', 'assets/js/b.js'], '/');
    expect(html).toContain(
      '<script src=/assets/js/main.2.js defer></script><script src="/assets/js/a.js" defer></script><script src="/assets/js/b.js" defer></script></head>',
    );
  });

  it('are not listed twice', () => {
    expect(withRouteScripts(PAGE, ['assets/js/main.2.js'], '/')).toBe(PAGE);
  });

  it('leave a page without bundles alone (a redirect page)', () => {
    const redirect = '<html><head><meta http-equiv="refresh" content="0; url=/docs"></head><body></body></html>';
    expect(withRouteScripts(redirect, ['assets/js/a.js'], '/')).toBe(redirect);
  });
});
