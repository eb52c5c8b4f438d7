import {describe, expect, it} from 'vitest';
import {guardedFiles, privateImports, wraps, type OurComponent} from './guarded';

const component = (name: string, source: string): OurComponent => ({name, file: `src/theme/${name}/index.tsx`, source});
const upstream = (name: string) => (name === 'Ours' ? null : `@docusaurus/theme-classic/lib/theme/${name}/index.js`);
const safety = (name: string) => (({Footer: 'safe', 'CodeBlock/Content': 'unsafe'}) as const)[name as 'Footer'];

describe('which upstream files are guarded', () => {
  it('tells a wrapper from a replacement by its @theme-original import', () => {
    expect(wraps(component('Navbar/Logo', "import X from '@theme-original/Navbar/Logo';"))).toBe(true);
    expect(wraps(component('Navbar/Logo', "import X from '@theme-original/Navbar/LogoSomething';"))).toBe(false);
    expect(wraps(component('Navbar', "import X from '@theme/Navbar/Logo';"))).toBe(false);
  });

  it('guards replacements and unsafe or unlisted wraps, not safe wraps or our own components', () => {
    const guards = guardedFiles(
      [
        component('CodeBlock/Content', 'export default function Content() {}'),
        component('Footer', "import Footer from '@theme-original/Footer';"),
        component('Navbar/Logo', "import Logo from '@theme-original/Navbar/Logo';"),
        component('Ours', 'export default 1'),
      ],
      upstream,
      safety,
      [],
    );
    expect(guards.map((g) => [g.upstream, g.reason])).toEqual([
      ['@docusaurus/theme-classic/lib/theme/CodeBlock/Content/index.js', 'replaced or ejected'],
      ['@docusaurus/theme-classic/lib/theme/Navbar/Logo/index.js', 'wrapped, not marked safe to wrap'],
    ]);
  });

  it("guards a theme's private files that our code imports", () => {
    const source =
      "import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';\nimport x from '@docusaurus/theme-common';";
    expect(privateImports(source)).toEqual(['@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css']);
    expect(privateImports("import('@docusaurus/plugin-pwa/lib/renderReloadPopup.js').then(f)")).toEqual([
      '@docusaurus/plugin-pwa/lib/renderReloadPopup.js',
    ]);
    expect(
      guardedFiles([], upstream, safety, [
        {file: 'a.tsx', source},
        {file: 'b.tsx', source},
      ]),
    ).toEqual([
      {
        upstream: '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css',
        reason: 'private file imported',
        ours: ['a.tsx', 'b.tsx'],
      },
    ]);
  });
});
