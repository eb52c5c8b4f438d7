/**
 * "Last updated on 26 November 2026": the classic theme's LastUpdated, its date
 * written as the site writes dates (src/text/dates.ts), as "Checked against … on
 * 24 November 2026" beside it, instead of by `Intl.DateTimeFormat` ("Nov 26, 2026"
 * one line from "24 November 2026"). Otherwise the same markup and translation ids as upstream.
 * Guard: the classic theme does not list LastUpdated as safe to swizzle, so
 * scripts/upstream/drift.test.ts fails when its file changes.
 */
import Translate from '@docusaurus/Translate';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/LastUpdated';
import type {ReactNode} from 'react';
import {dayMonthYear} from '../../../../text/dates';

function AtDate({lastUpdatedAt}: {lastUpdatedAt: number}) {
  const at = new Date(lastUpdatedAt);
  return (
    <Translate
      id="theme.lastUpdated.atDate"
      description="The words used to describe on which date a page has been last updated"
      values={{
        date: (
          <b>
            <time dateTime={at.toISOString()} itemProp="dateModified">
              {dayMonthYear(at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate())}
            </time>
          </b>
        ),
      }}>
      {' on {date}'}
    </Translate>
  );
}

function ByUser({lastUpdatedBy}: {lastUpdatedBy: string}) {
  return (
    <Translate
      id="theme.lastUpdated.byUser"
      description="The words used to describe by who the page has been last updated"
      values={{user: <b>{lastUpdatedBy}</b>}}>
      {' by {user}'}
    </Translate>
  );
}

export default function LastUpdated({lastUpdatedAt, lastUpdatedBy}: Props): ReactNode {
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      <Translate
        id="theme.lastUpdated.lastUpdatedAtBy"
        description="The sentence used to display when a page has been last updated, and by who"
        values={{
          atDate: lastUpdatedAt ? <AtDate lastUpdatedAt={lastUpdatedAt} /> : '',
          byUser: lastUpdatedBy ? <ByUser lastUpdatedBy={lastUpdatedBy} /> : '',
        }}>
        {'Last updated{atDate}{byUser}'}
      </Translate>
      {process.env.NODE_ENV === 'development' && (
        <div>
          <small> (Simulated during dev for better perf)</small>
        </div>
      )}
    </span>
  );
}
