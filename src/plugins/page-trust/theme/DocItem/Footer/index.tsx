/**
 * The doc footer: the page's tags, "Edit this page" when the site names its
 * repository, then one line of facts (../../PageFacts): when the file was last
 * edited (git), what the page was checked against and on which day (its audit
 * record, docs-audit/pages.json, put into the front matter at build time; not
 * shown on a page the record marks as making no API claim), and a link that
 * opens a prefilled GitHub issue about the page.
 * Guard: it replaces the classic DocItem/Footer (tags row, EditMetaRow), so
 * scripts/upstream/drift.test.ts fails when that file changes; the tags and
 * the edit link are still the theme's components.
 * Every doc page loads this file: keep it small (tests/build/bytes.test.ts).
 */
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import IconExternalLink from '@theme/Icon/ExternalLink';
import LastUpdated from '@theme/LastUpdated';
import TagsListInline from '@theme/TagsListInline';
import type {MouseEvent, ReactNode} from 'react';
import type {CheckedAgainst} from '../../../records';
import {problemReportUrl} from '../../../report';
import PageFacts from '../../PageFacts';
import styles from './styles.module.css';

export default function DocItemFooterWithChecks(): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const {editUrl, lastUpdatedAt, lastUpdatedBy, tags} = metadata;
  const checked = (frontMatter as {checked_against: CheckedAgainst}).checked_against;
  // The canonical URL: no trailing slash, as an index page's permalink has (trailingSlash: false).
  const page = useDocusaurusContext().siteConfig.url + metadata.permalink.replace(/(.)\/$/, '$1');
  const facts = [`Page: ${page}`, `Version: ${useDocsVersion().label} (${checked.package} ${checked.version})`];
  /**
   * Adds the heading the reader was under (where the selection starts, else at
   * the middle of the window) and the selected text as the link is followed:
   * on mousedown (a click may clear the selection first) and on a click from
   * the keyboard (detail 0).
   */
  const addContext = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.type === 'click' && event.detail) return;
    const selection = getSelection()!;
    const quote = String(selection);
    const at = quote
      ? selection.getRangeAt(0).startContainer
      : document.elementFromPoint(innerWidth / 2, innerHeight / 2);
    let heading: Element | undefined;
    document.querySelectorAll('article h2[id], article h3[id]').forEach((h) => {
      // The last heading before the reader's place.
      if (at && h.compareDocumentPosition(at) & Node.DOCUMENT_POSITION_FOLLOWING) heading = h;
    });
    event.currentTarget.href = problemReportUrl(
      metadata.title,
      facts,
      heading && `${heading.textContent!.replace(/\u200b/g, '').trim()} (${page}#${heading.id})`,
      quote,
    );
  };
  return (
    <footer className={clsx(ThemeClassNames.docs.docFooter, 'docusaurus-mt-lg')}>
      {tags.length > 0 && (
        <div className={clsx('row margin-top--sm', ThemeClassNames.docs.docFooterTagsRow)}>
          <div className="col">
            <TagsListInline tags={tags} />
          </div>
        </div>
      )}
      <PageFacts editUrl={editUrl ?? undefined}>
        {(lastUpdatedAt || lastUpdatedBy) && (
          <li>
            <LastUpdated lastUpdatedAt={lastUpdatedAt} lastUpdatedBy={lastUpdatedBy} />
          </li>
        )}
        {checked.apiClaims !== false && (
          <li>
            {checked.date ? 'Checked against ' : 'Generated from the sources of '}
            <code>{checked.package}</code> {checked.version}
            {checked.date && (
              <>
                {' on '}
                <time dateTime={checked.date}>{checked.dateLabel}</time>
              </>
            )}
          </li>
        )}
        <li>
          <a
            className={styles.report}
            href={problemReportUrl(metadata.title, facts)}
            target="_blank"
            rel="noopener noreferrer"
            data-report-problem=""
            onMouseDown={addContext}
            onClick={addContext}>
            Report a problem with this page <span className={styles.where}>on GitHub</span> <IconExternalLink />
          </a>
        </li>
      </PageFacts>
    </footer>
  );
}
