/**
 * Algolia's facetFilters, as contextual search sends them:
 * `['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-9.x']]`
 * — the outer array is AND, an inner array is OR.
 */
export type FacetFilters = ReadonlyArray<string | readonly string[]>;

function matchesOne(record: Record<string, unknown>, filter: string): boolean {
  const negated = filter.startsWith('-');
  const [attribute, ...rest] = (negated ? filter.slice(1) : filter).split(':');
  const value = rest.join(':');
  const actual = record[attribute!];
  const hit = Array.isArray(actual) ? actual.map(String).includes(value) : String(actual) === value;
  return negated ? !hit : hit;
}

export function matchesFacetFilters(
  record: Record<string, unknown>,
  filters: FacetFilters | string | undefined,
): boolean {
  if (!filters) return true;
  const list = typeof filters === 'string' ? [filters] : filters;
  return list.every((f) => (typeof f === 'string' ? matchesOne(record, f) : f.some((g) => matchesOne(record, g))));
}

/** The docs version a reader can search, from the docusaurus_tag filters: `current`, `9.x`, … */
export function docsVersionOf(filters: FacetFilters | string | undefined): string | null {
  const all = (typeof filters === 'string' ? [filters] : (filters ?? [])).flat();
  for (const f of all) {
    const match = /^docusaurus_tag:docs-default-(.+)$/.exec(f);
    if (match) return match[1]!;
  }
  return null;
}
