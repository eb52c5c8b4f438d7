/**
 * The theme's version banner (on every 9.x page) as static text, not
 * `role="alert"`: an alert is for news that interrupts, and screen readers
 * announced this unchanging notice on each page it opened (WCAG 4.1.3). Same
 * words, classes, links and preferred-version choice as the theme's.
 *
 * Replaced, not wrapped: the role is on the theme's own outer element.
 * scripts/upstream/drift.test.ts fails when the upstream file changes.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {
  useActivePlugin,
  useDocVersionSuggestions,
  useDocsPreferredVersion,
  useDocsVersion,
} from '@docusaurus/plugin-content-docs/client';
import type {Props} from '@theme/DocVersionBanner';

function BannerLabel({banner, siteTitle, versionLabel}: {banner: string; siteTitle: string; versionLabel: string}) {
  const values = {siteTitle, versionLabel: <b>{versionLabel}</b>};
  return banner === 'unreleased' ? (
    <Translate id="theme.docs.versions.unreleasedVersionLabel" values={values}>
      {'This is unreleased documentation for {siteTitle} {versionLabel} version.'}
    </Translate>
  ) : (
    <Translate id="theme.docs.versions.unmaintainedVersionLabel" values={values}>
      {'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.'}
    </Translate>
  );
}

function VersionBanner({className, banner, versionLabel}: Props & {banner: string; versionLabel: string}) {
  const {siteConfig} = useDocusaurusContext();
  const {pluginId} = useActivePlugin({failfast: true})!;
  const {savePreferredVersionName} = useDocsPreferredVersion(pluginId);
  const {latestDocSuggestion, latestVersionSuggestion} = useDocVersionSuggestions(pluginId);
  // The same page in the latest version when it has one, else that version's main page.
  const to = (
    latestDocSuggestion ?? latestVersionSuggestion.docs.find((doc) => doc.id === latestVersionSuggestion.mainDocId)
  )?.path;
  const latestVersionLink = (
    <b>
      <Link to={to} onClick={() => savePreferredVersionName(latestVersionSuggestion.name)}>
        <Translate id="theme.docs.versions.latestVersionLinkLabel">latest version</Translate>
      </Link>
    </b>
  );
  return (
    <div className={clsx(className, ThemeClassNames.docs.docVersionBanner, 'alert alert--warning margin-bottom--md')}>
      <div>
        <BannerLabel banner={banner} siteTitle={siteConfig.title} versionLabel={versionLabel} />
      </div>
      <div className="margin-top--md">
        <Translate
          id="theme.docs.versions.latestVersionSuggestionLabel"
          values={{versionLabel: latestVersionSuggestion.label, latestVersionLink}}>
          {'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).'}
        </Translate>
      </div>
    </div>
  );
}

export default function DocVersionBanner({className}: Props): ReactNode {
  const version = useDocsVersion();
  return version.banner ? (
    <VersionBanner className={className} banner={version.banner} versionLabel={version.label} />
  ) : null;
}
