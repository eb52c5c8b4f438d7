import Link from '@docusaurus/Link';
import {useEffect, useState, type ReactNode} from 'react';
import type {OfflineSearchClient, OtherVersionHits} from '../../client';
import type {FacetFilters} from '../../../../search/facets';
import {seeAllLabel} from '../../../../search/resultCount';
import OtherVersionPages from './OtherVersionPages';

interface Props {
  client: OfflineSearchClient | null;
  query: string;
  facetFilters: FacetFilters;
  to: string;
  onClick: () => void;
}

/** The other version's pages, once they have arrived, for a search whose results cover only part of it or that names an API only the other version has. */
function useOtherVersion(client: OfflineSearchClient | null, query: string): OtherVersionHits | null {
  const [other, setOther] = useState<OtherVersionHits | null>(null);
  useEffect(() => {
    if (!client) return undefined;
    const update = () => setOther(client.otherVersion());
    update();
    return client.subscribe(update);
  }, [client]);
  return (other?.partial || other?.names) && other.query === query.trim() ? other : null;
}

/**
 * The modal's footer: the other docs version's pages when this version's
 * results cover the query only in part, then the link to /search, with the
 * count /search will show for the query.
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
  const other = useOtherVersion(client, query);
  return (
    <>
      {other && <OtherVersionPages other={other} onNavigate={onClick} />}
      <Link to={to} onClick={onClick}>
        {seeAllLabel(count?.query === query ? count.value : null)}
      </Link>
    </>
  );
}
