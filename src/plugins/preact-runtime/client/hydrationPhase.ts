/**
 * Whether the page is being hydrated right now: true only inside Preact's
 * first, synchronous render over the server's HTML (see ./hydrateRoot.ts).
 * In the dev server and on the server nothing sets it, so it stays false.
 */
let hydrating = false;

export const isHydrating = (): boolean => hydrating;

export function whileHydrating<T>(hydrate: () => T): T {
  hydrating = true;
  try {
    return hydrate();
  } finally {
    hydrating = false;
  }
}
