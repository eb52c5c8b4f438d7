import {describe, expect, it} from 'vitest';
import {BOOT_SCRIPT} from './boot';
import {withBootScripts} from './scriptTags';

const PAGE =
  '<html><head><title>x</title><script>inline()</script>' +
  '<script src=/assets/js/runtime~main.1.js defer></script><script src=/assets/js/main.2.js defer></script>' +
  '<script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script>' +
  '</head><body><script src=/late.js></script></body></html>';

const preload = (src: string) => `<link rel=preload as=script fetchpriority=low href="${src}" data-boot>`;

describe("a page's bundles in its HTML", () => {
  const html = withBootScripts(PAGE, ['assets/js/a.js', 'assets/js/b.js'], '/');

  it("are preloaded in order, Docusaurus's first, then the route chunks, and no longer run as deferred scripts", () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<script[^>]*\bdefer/);
    expect(head).toContain(
      ['/assets/js/runtime~main.1.js', '/assets/js/main.2.js', '/assets/js/a.js', '/assets/js/b.js'].map(preload).join('') + '<script>',
    );
  });

  it('are started by one boot script, the same on every page, where the first script was', () => {
    expect(html).toContain(`<script>inline()</script>${preload('/assets/js/runtime~main.1.js')}`);
    const boot = html.match(/<script>(\(function.*?)<\/script>/)![1];
    expect(boot).toBe(BOOT_SCRIPT.replace(/\n\s*/g, ''));
    expect(boot).not.toContain('\n');
  });

  it('leave third-party and body scripts alone', () => {
    expect(html).toContain('<script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script>');
    expect(html).toContain('<body><script src=/late.js></script></body>');
  });

  it('are not listed twice', () => {
    const again = withBootScripts(PAGE, ['assets/js/main.2.js'], '/');
    expect(again.match(/main\.2\.js/g)).toHaveLength(1);
  });

  it('leave a page without bundles alone (a redirect page)', () => {
    const redirect = '<html><head><meta http-equiv="refresh" content="0; url=/docs"></head><body></body></html>';
    expect(withBootScripts(redirect, ['assets/js/a.js'], '/')).toBe(redirect);
  });
});
