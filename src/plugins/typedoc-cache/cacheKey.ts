/**
 * When the API reference must be generated again: only when what it is made
 * from changes. That is the @trpc/* packages it reads, the typedoc packages
 * that write it, and the options and tsconfig it is written with; anything
 * else (a doc page, a component) leaves it as it is.
 */
import crypto from 'node:crypto';

export interface CacheInputs {
  /** Name → version of every package the generation reads or runs. */
  packages: Record<string, string>;
  /** The plugin instance's options, as given in the config. */
  options: unknown;
  /** The text of the tsconfig typedoc compiles with. */
  tsconfig: string;
}

/** Object keys in a fixed order, so that the same options give the same key. */
function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, stable(v)]),
    );
  }
  return value;
}

export function cacheKey(inputs: CacheInputs): string {
  return crypto
    .createHash('sha256')
    .update(JSON.stringify(stable(inputs)))
    .digest('hex');
}

/** The output can be reused when its key matches and its entry page and sidebar are there. */
export function isFresh(storedKey: string | null, key: string, outputPresent: boolean): boolean {
  return outputPresent && storedKey === key;
}
