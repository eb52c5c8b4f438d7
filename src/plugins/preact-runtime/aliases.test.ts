import {describe, expect, it} from 'vitest';
import {PREACT_ALIASES, swapReactForPreact, usesPreact} from './aliases';

describe('preact runtime aliases', () => {
  it('switches only the production browser bundle', () => {
    expect(usesPreact({isServer: false, mode: 'production'})).toBe(true);
    expect(usesPreact({isServer: true, mode: 'production'})).toBe(false);
    expect(usesPreact({isServer: false, mode: 'development'})).toBe(false);
  });

  it("drops Docusaurus's React folder aliases, keeps the others and adds exact Preact ones", () => {
    const aliases = swapReactForPreact({
      'react': '/site/node_modules/react',
      'react-dom': '/site/node_modules/react-dom',
      '@site': '/site',
    });
    expect(aliases['react']).toBeUndefined();
    expect(aliases['react-dom']).toBeUndefined();
    expect(aliases['@site']).toBe('/site');
    expect(aliases['react$']).toBe('preact/compat');
    expect(aliases['react-dom/client$']).toMatch(/preact-runtime\/client\/hydrateRoot\.ts$/);
    expect(aliases['react/jsx-runtime$']).toBe('preact/jsx-runtime');
  });

  it('maps every React entry point the bundle imports', () => {
    expect(Object.keys(PREACT_ALIASES).sort()).toEqual(
      ['react$', 'react-dom$', 'react-dom/client$', 'react/jsx-dev-runtime$', 'react/jsx-runtime$'].sort(),
    );
  });
});
