import type {ThemeConfig} from '@docusaurus/preset-classic';

/**
 * Changing `id` shows the bar again to readers who dismissed an earlier one
 * (the theme compares it with the id it stored on dismissal).
 */
export const announcementBar = {
  id: 'trpc-v10-released',
  content:
    'tRPC v10 is out! Read <a href="/blog/announcing-trpc-10">the announcement</a> and <a href="/docs/migrate-from-v9-to-v10">the migration guide</a>.',
  backgroundColor: 'var(--site-announcement-background)',
  textColor: 'var(--site-announcement-text)',
  isCloseable: true,
} satisfies NonNullable<ThemeConfig['announcementBar']>;
