/**
 * What ranking knows of a record besides its text: whether it is a line of a
 * "See also" list, whether it is a page of the API reference, and which
 * symbol (and family of look-alike symbols) such a page documents.
 */
import {LEVELS, type SearchRecord} from './recordShape';
import {nameWords} from './terms';

const RELATED_HEADING =
  /^(see also|related( pages| guides| reading| links)?|further reading|next steps|where to go next|learn more)$/i;
/** Whether a record belongs to (or is the heading of) a "See also" / related-links section. */
export const isRelatedLinks = (record: SearchRecord) =>
  LEVELS.slice(2).some((level) => RELATED_HEADING.test(record.hierarchy[level]?.trim() ?? ''));

/**
 * API reference pages, which typedoc generates, one per exported symbol: they
 * rank below the guides, concept pages and posts that teach the same thing,
 * unless the query is the symbol's own name.
 */
const REFERENCE_URL = /\/typedoc\//;
/** typedoc's page titles: `Interface: HTTPLinkOptions`, `Function: createTRPCReact()`, `Class: TRPCClientError<T>`. */
const SYMBOL_TITLE = /^(?:Class|Function|Interface|Type Alias|Variable|Enumeration|Namespace): ([\p{L}\p{N}_$]+)/u;

export const isReference = (record: SearchRecord) => REFERENCE_URL.test(record.url_without_anchor);

/** The symbol a reference page documents, or null for other pages (and a package's overview). */
export function symbolOf(record: SearchRecord): string | null {
  if (!isReference(record)) return null;
  return SYMBOL_TITLE.exec(record.hierarchy.lvl1 ?? '')?.[1] ?? null;
}

/**
 * Symbols that are variations of one another share a family: the same first
 * and last word of the name, with any `experimental_`-like prefix dropped.
 * `HTTPLinkOptions`, `HTTPBatchLinkOptions` and `HttpBatchStreamLinkOptions`
 * are one family; so are `createTRPCProxyClient` and its type
 * `CreateTRPCProxyClient`, and a symbol that two packages both export.
 */
export function symbolFamily(name: string): string {
  const words = nameWords(name);
  return words.length > 1 ? `${words[0]}|${words[words.length - 1]}` : (words[0] ?? '');
}

/** What ranking needs to know of a record, worked out once when the index is built. */
export interface RecordKind {
  reference: boolean;
  /** The symbol's name in lower case, to compare with a query. */
  symbolKey: string | null;
  family: string | null;
  page: string;
}

export function kindOf(record: SearchRecord): RecordKind {
  const symbol = symbolOf(record);
  return {
    reference: isReference(record),
    symbolKey: symbol && symbol.toLowerCase(),
    family: symbol && symbolFamily(symbol),
    page: record.url_without_anchor,
  };
}

/** Each symbol's name, lower case, with the last word of the name (its kind: `error`, `client`, `link`). */
export function symbolKindsOf(records: readonly SearchRecord[]): Map<string, string> {
  const symbolKinds = new Map<string, string>();
  for (const r of records) {
    const symbol = symbolOf(r);
    const words = symbol ? nameWords(symbol) : [];
    if (words.length > 1) symbolKinds.set(symbol!.toLowerCase(), words[words.length - 1]!);
  }
  return symbolKinds;
}
