/**
 * The footer's link columns, each titled by a heading (WCAG 1.3.1, 2.4.6): the
 * theme's titles were plain text, so screen-reader users could not jump to a
 * column or hear what a list is. Same classes and markup otherwise.
 *
 * Replaced, not wrapped: the theme draws the title inside its column, which a
 * wrapper cannot reach. scripts/upstream/drift.test.ts fails when the upstream
 * file changes.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import LinkItem from '@theme/Footer/LinkItem';
import type {Props} from '@theme/Footer/Links/MultiColumn';

type Column = Props['columns'][number];

function ColumnLinkItem({item}: {item: Column['items'][number]}): ReactNode {
  return item.html ? (
    // The site's config gives this HTML.
    <li className={clsx('footer__item', item.className)} dangerouslySetInnerHTML={{__html: item.html}} />
  ) : (
    <li className="footer__item">
      <LinkItem item={item} />
    </li>
  );
}

export default function FooterLinksMultiColumn({columns}: Props): ReactNode {
  return (
    <div className="row footer__links">
      {columns.map((column, i) => (
        <div key={i} className={clsx(ThemeClassNames.layout.footer.column, 'col footer__col', column.className)}>
          <h2 className="footer__title">{column.title}</h2>
          <ul className="footer__items clean-list">
            {column.items.map((item, j) => (
              <ColumnLinkItem key={j} item={item} />
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
