import type {ThemeConfig} from '@docusaurus/preset-classic';

type Footer = NonNullable<ThemeConfig['footer']>;

export function footer(siteVersion: string): Footer {
  return {
    style: 'light',
    links: [
      {
        title: 'Docs',
        items: [
          {label: 'Introduction', to: '/docs'},
          {label: 'Quickstart', to: '/docs/quickstart'},
          {label: 'Server', to: '/docs/server/routers'},
          {label: 'Client', to: '/docs/client'},
          {label: 'Migrate from v9', to: '/docs/migrate-from-v9-to-v10'},
        ],
      },
      {
        title: 'Community',
        items: [
          {label: 'GitHub', href: 'https://github.com/trpc/trpc'},
          {label: 'Twitter', href: 'https://twitter.com/trpcio'},
          // The invitation itself: trpc.io/discord is the same link behind a redirect.
          {label: 'Discord', href: 'https://discord.gg/wzaMgEJkcf'},
          {label: 'Awesome tRPC', to: '/docs/community/awesome-trpc'},
        ],
      },
      {
        title: 'More',
        items: [
          {label: 'Blog', to: '/blog'},
          {label: 'Media assets', to: '/media'},
          {label: 'Sponsors', to: '/docs/community/sponsors'},
          {label: 'Contributing', to: '/docs/community/contributing'},
          // What the site loads from other servers (src/plugins/privacy-page).
          {label: 'Privacy', to: '/privacy'},
        ],
      },
    ],
    copyright: `tRPC ${siteVersion} · Copyright © ${new Date().getFullYear()} tRPC contributors · MIT licensed`,
  };
}
