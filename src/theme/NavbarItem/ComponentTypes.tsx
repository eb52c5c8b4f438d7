/**
 * The navbar item types this site uses, and only those. Ejected (the theme
 * marks it safe to eject, and forbids wrapping) to leave out `html`,
 * `docSidebar` and `docsVersion`, which config/navbar.ts does not use: every
 * page loads this map, and they were 0.2 KB of the JS at load (gzip, measured
 * on the built main bundle), the room the blog's tag routes and the navbar's
 * one-highlight rule take. A type added to the navbar must be added here: the
 * build fails on a type with no component ("No NavbarItem component found"),
 * and config/navbar.test.ts checks the list against the config.
 * scripts/upstream/drift.test.ts fails when the upstream map changes.
 */
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DocNavbarItem from '@theme/NavbarItem/DocNavbarItem';
import DocsVersionDropdownNavbarItem from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import LocaleDropdownNavbarItem from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';

const ComponentTypes = {
  default: DefaultNavbarItem,
  localeDropdown: LocaleDropdownNavbarItem,
  search: SearchNavbarItem,
  dropdown: DropdownNavbarItem,
  doc: DocNavbarItem,
  docsVersionDropdown: DocsVersionDropdownNavbarItem,
};

export default ComponentTypes;
