/**
 * The doc footer: the classic one (tags, "Edit this page", "Last updated"),
 * then what the page was checked against, from its audit record
 * (docs-audit/pages.json, put into the front matter at build time), and a link
 * that opens a prefilled GitHub issue about the page.
 * Guard: the classic theme does not mark DocItem/Footer safe to wrap, so
 * scripts/upstream/drift.test.ts fails when it changes; this wrapper only
 * renders it whole, with no props, and adds its own block after it.
 */
import Footer from '@theme-init/DocItem/Footer';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import IconExternalLink from '@theme/Icon/ExternalLink';
import type {MouseEvent, ReactNode} from 'react';
import type {CheckedAgainst} from '../../../records';
import {problemReportUrl, type ProblemReport} from '../../../report';
import styles from './styles.module.css';

/** The h2/h3 of the article that comes last before `node` (the reader's section). */
function headingBefore(node: Node): HTMLElement | undefined {
  const headings = Array.from(document.querySelectorAll<HTMLElement>('article h2[id], article h3[id]'));
  return headings.filter((h) => h.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING).pop();
}

/**
 * The heading the reader was under and the text they selected, added to the
 * link as it is followed: the start of the selection, else the section at the
 * middle of the window. Runs on mousedown (a click on the link may clear the
 * selection first) and on click (the keyboard).
 */
function addContext(event: MouseEvent<HTMLAnchorElement>, report: ProblemReport) {
  // A mouse click keeps what its mousedown found; a click from the keyboard (detail 0) finds it now.
  if (event.type === 'click' && event.detail > 0) return;
  const selection = getSelection();
  const quote = selection?.toString() ?? '';
  const middle = document.elementFromPoint(innerWidth / 2, innerHeight / 2);
  const at = quote && selection?.rangeCount ? selection.getRangeAt(0).startContainer : middle;
  const heading = at && headingBefore(at);
  const title = heading?.textContent?.replace(/\u200b/g, '').trim();
  event.currentTarget.href = problemReportUrl({
    ...report,
    heading: title ? `${title} (${report.page}#${heading!.id})` : undefined,
    quote,
  });
}

export default function DocItemFooterWithChecks(): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const version = useDocsVersion();
  const {siteConfig} = useDocusaurusContext();
  const checked = (frontMatter as {checked_against?: CheckedAgainst}).checked_against;
  const report: ProblemReport = {
    title: metadata.title,
    page: siteConfig.url + metadata.permalink,
    version: `${version.label}${checked ? ` (${checked.package} ${checked.version})` : ''}`,
  };
  const context = (event: MouseEvent<HTMLAnchorElement>) => addContext(event, report);
  return (
    <>
      <Footer />
      <div className={styles.checks}>
        {checked && (
          <p className={styles.checked}>
            {checked.date ? 'Checked against ' : 'Generated from the sources of '}
            <code>{checked.package}</code> {checked.version}
            {checked.date && (
              <>
                {' on '}
                <time dateTime={checked.date}>{checked.dateLabel}</time>
              </>
            )}
          </p>
        )}
        <a
          className={styles.report}
          href={problemReportUrl(report)}
          target="_blank"
          rel="noopener noreferrer"
          data-report-problem=""
          onMouseDown={context}
          onClick={context}>
          Report a problem with this page <span className={styles.where}>on GitHub</span>
          <IconExternalLink />
        </a>
      </div>
    </>
  );
}
