/**
 * "Report a broken link": a prefilled GitHub issue with the path asked for and
 * the page the reader came from, both without their query (../../../brokenLink.ts).
 * The server renders one 404.html for every path, so without JavaScript the
 * link asks the reader to add them; in the browser (after hydration, so the
 * HTML and the first render agree) it carries both.
 */
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useLocation} from '@docusaurus/router';
import IconExternalLink from '@theme/Icon/ExternalLink';
import type {ReactNode} from 'react';
import {brokenLinkReportUrl} from '../../../brokenLink';

export default function ReportBrokenLink(): ReactNode {
  const isBrowser = useIsBrowser();
  const {pathname} = useLocation();
  const href = brokenLinkReportUrl(
    isBrowser ? {requested: pathname, referrer: document.referrer} : {requested: null, referrer: null},
  );
  return (
    <p>
      Followed a link here?{' '}
      <a href={href} target="_blank" rel="noopener noreferrer">
        Report a broken link on GitHub <IconExternalLink />
      </a>
    </p>
  );
}
