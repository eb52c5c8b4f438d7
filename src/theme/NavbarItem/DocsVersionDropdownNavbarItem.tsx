/**
 * The version dropdown links each version to the page's twin there
 * (config/versionTwins.ts, VERSION_TWINS): from /docs/v9/router to
 * /docs/server/routers, and back. Docusaurus links to the same doc id in the
 * other version, else to its introduction; the two versions name their docs
 * differently, so pages with a twin get the twin instead. Other pages keep
 * the theme's dropdown as it is.
 *
 * Guard: the theme does not mark this component safe to wrap, so
 * scripts/upstream/drift.test.ts fails when its upstream file changes.
 */
import type {ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {
  useActiveDocContext,
  useDocsPreferredVersion,
  useDocsVersionCandidates,
  useVersions,
  type GlobalVersion,
} from '@docusaurus/plugin-content-docs/client';
import DocsVersionDropdownNavbarItem from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import type {Props} from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import {twinInVersion} from '@site/src/theme/versionTwins';

export default function DocsVersionDropdownWithTwins(props: Props): ReactNode {
  const {mobile, docsPluginId, dropdownActiveClassDisabled, dropdownItemsBefore, dropdownItemsAfter, versions: configs, ...rest} = props;
  const {pathname, search, hash} = useLocation();
  const versions = useVersions(docsPluginId);
  const active = useActiveDocContext(docsPluginId);
  const candidates = useDocsVersionCandidates(docsPluginId);
  const {savePreferredVersionName} = useDocsPreferredVersion(docsPluginId);

  const sameDoc = (version: GlobalVersion) => active.alternateDocVersions[version.name]?.path;
  const twins = new Map(versions.map((version) => [version.name, sameDoc(version) ? undefined : twinInVersion(pathname, version.name)]));
  // Only a version selection (configs) or a page without twins goes to the theme.
  if (configs || ![...twins.values()].some(Boolean)) return <DocsVersionDropdownNavbarItem {...props} />;

  const target = (version: GlobalVersion) =>
    sameDoc(version) ?? twins.get(version.name) ?? version.docs.find((doc) => doc.id === version.mainDocId)!.path;
  const items = [
    ...dropdownItemsBefore,
    ...versions.map((version) => ({
      label: version.label,
      // The reader's ?search#hash goes along, as the theme does.
      to: `${target(version)}${search}${hash}`,
      isActive: () => version === active.activeVersion,
      onClick: () => savePreferredVersionName(version.name),
    })),
    ...dropdownItemsAfter,
  ];
  const displayed = candidates[0] ?? versions[0];
  const label = mobile
    ? translate({id: 'theme.navbar.mobileVersionsDropdown.label', message: 'Versions', description: 'The label for the navbar versions dropdown on mobile view'})
    : displayed.label;
  return (
    <DropdownNavbarItem
      {...rest}
      mobile={mobile}
      label={label}
      to={mobile ? undefined : target(displayed)}
      items={items}
      isActive={dropdownActiveClassDisabled ? () => false : undefined}
    />
  );
}
