import Link from '@docusaurus/Link';
import {useEffect, useState, type ReactNode} from 'react';
import type {OfflineSearchClient} from '../../client';
import type {FacetFilters} from '../../facets';
import {seeAllLabel} from '../../resultCount';

interface Props {
  client: OfflineSearchClient | null;
  query: string;
  facetFilters: FacetFilters;
  to: string;
  onClick: () => void;
}

/**
 * The modal's footer link, with the count /search will show for the query.
 * Not DocSearch's `nbHits` context, which adds up every keystroke's count;
 * and not the count of the hits on screen either, which may have come from an
 * index still taking in body text: the whole index's count, once it has it.
 */
export default function SeeAllResults({client, query, facetFilters, to, onClick}: Props): ReactNode {
  const [count, setCount] = useState<{query: string; value: number} | null>(null);
  useEffect(() => {
    let current = true;
    client
      ?.count(query, facetFilters)
      .then((value) => current && setCount({query, value}))
      // The modal shows its own failure message; the link stays, without a number.
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [client, query, facetFilters]);
  return (
    <Link to={to} onClick={onClick}>
      {seeAllLabel(count?.query === query ? count.value : null)}
    </Link>
  );
}
