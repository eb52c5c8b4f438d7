/**
 * The unmaintained banner of a 9.x page links to the page's 10.x twin
 * (config/versionTwins.ts, VERSION_TWINS). Docusaurus links to the same doc id
 * in the latest version, and the two versions name their docs differently
 * (`router`, `server/routers`), so it would send every reader to /docs.
 * Pages without a twin keep the theme's banner as it is.
 *
 * Guard: the theme does not mark this component safe to wrap, so
 * scripts/upstream/drift.test.ts fails when its upstream file changes.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useActivePlugin, useDocVersionSuggestions, useDocsPreferredVersion, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import DocVersionBanner from '@theme-original/DocVersionBanner';
import type {Props} from '@theme/DocVersionBanner';
import {twinInVersion} from '@site/src/theme/versionTwins';

export default function DocVersionBannerWithTwin(props: Props): ReactNode {
  const version = useDocsVersion();
  const {pathname} = useLocation();
  const {pluginId} = useActivePlugin({failfast: true})!;
  const {latestVersionSuggestion} = useDocVersionSuggestions(pluginId);
  const {savePreferredVersionName} = useDocsPreferredVersion(pluginId);
  const {siteConfig} = useDocusaurusContext();
  const twin = twinInVersion(pathname, latestVersionSuggestion.name);
  if (version.banner !== 'unmaintained' || !twin) return <DocVersionBanner {...props} />;
  return (
    <div className={clsx(props.className, ThemeClassNames.docs.docVersionBanner, 'alert alert--warning margin-bottom--md')} role="alert">
      <div>
        <Translate
          id="theme.docs.versions.unmaintainedVersionLabel"
          values={{siteTitle: siteConfig.title, versionLabel: <b>{version.label}</b>}}>
          {'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.'}
        </Translate>
      </div>
      <div className="margin-top--md">
        <Translate
          id="theme.docs.versions.latestVersionSuggestionLabel"
          values={{
            versionLabel: latestVersionSuggestion.label,
            latestVersionLink: (
              <b>
                <Link to={twin} onClick={() => savePreferredVersionName(latestVersionSuggestion.name)}>
                  <Translate id="theme.docs.versions.latestVersionLinkLabel">latest version</Translate>
                </Link>
              </b>
            ),
          }}>
          {'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).'}
        </Translate>
      </div>
    </div>
  );
}
