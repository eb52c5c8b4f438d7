/**
 * How the modal's "See all N results" and the search page's "N results for …"
 * say a count. Both read the count of the same search (the engine's `nbHits`
 * for the query as searched, see `OfflineSearchClient.resultCount`), so they
 * agree. Apart from the client: the pages import it without the engine.
 */
export function formatResultCount(count: number): string {
  return `${count} ${count === 1 ? 'result' : 'results'}`;
}

/** The modal's footer link: with the count when it is the query's own, without it otherwise. */
export function seeAllLabel(count: number | null): string {
  return count === null ? 'See all results' : `See all ${formatResultCount(count)}`;
}
