import type {ThemeConfig} from '@docusaurus/preset-classic';

type Navbar = NonNullable<ThemeConfig['navbar']>;

/**
 * An icon in the bar; in the phone menu, the icon and its name (src/css/custom.css,
 * from `data-label`). It opens a new tab, and its name says so (WCAG 3.2.5).
 */
const iconLink = (label: string, href: string, className: string) => ({
  href,
  position: 'right' as const,
  className: `header-icon-link ${className}`,
  'aria-label': `${label} (opens in new tab)`,
  'data-label': label,
});

/**
 * Where Docs is the highlighted item: every docs page (the API reference too)
 * but those of the items after it. A doc item is otherwise highlighted on its
 * own page only (src/theme/NavbarItem/DocNavbarItem.tsx); config/navbar.test.ts
 * checks that every docs route has exactly one.
 */
export const DOCS_ACTIVE = '^/docs(?!/(v9/)?quickstart$|/community/awesome-trpc$|/client/nextjs)';

/**
 * A section's item stays highlighted on every page of its section, so it says "current item"
 * (`aria-current="true"`), not "current page", which the router's link would say (WCAG 4.1.2).
 */
const SECTION = {'aria-current': 'true'} as const;

export const navbar = {
  title: 'tRPC',
  logo: {alt: 'tRPC logo', src: 'img/logo.svg', width: 32, height: 32},
  // The spec's navbar is fixed: it never hides while the reader scrolls.
  hideOnScroll: false,
  items: [
    {type: 'doc', docId: 'index', label: 'Docs', position: 'left', activeBaseRegex: DOCS_ACTIVE, ...SECTION},
    {type: 'doc', docId: 'quickstart', label: 'Quickstart', position: 'left'},
    {type: 'doc', docId: 'community/awesome-trpc', label: 'Awesome tRPC Collection', position: 'left'},
    {
      to: '/docs/client/nextjs',
      label: 'Using Next.js',
      position: 'left',
      activeBaseRegex: '^/docs/client/nextjs',
      ...SECTION,
    },
    {to: '/blog', label: 'Blog', position: 'left', ...SECTION},
    // Its button links to the page in the shown version, so the theme would mark it the current page too.
    {type: 'docsVersionDropdown', position: 'right', dropdownActiveClassDisabled: true},
    {type: 'localeDropdown', position: 'right'},
    {type: 'search', position: 'right'},
    iconLink('GitHub repository', 'https://github.com/trpc/trpc', 'header-github-link'),
    iconLink('tRPC on Twitter', 'https://twitter.com/trpcio', 'header-twitter-link'),
    iconLink('tRPC on Discord', 'https://discord.gg/wzaMgEJkcf', 'header-discord-link'),
  ],
} satisfies Navbar;
