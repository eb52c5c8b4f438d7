/**
 * Whether what mounts now mounts over the server's HTML: true inside Preact's
 * first, synchronous render over it (see ./hydrateRoot.ts), and inside the
 * render in which a deferred block resumes hydrating (./DeferredHydration.tsx),
 * so that blocks inside that block can wait in turn.
 * In the dev server and on the server nothing sets it, so it stays false.
 */
let hydrating = false;
let resuming = false;

export const isHydrating = (): boolean => hydrating || resuming;

export function whileHydrating<T>(hydrate: () => T): T {
  hydrating = true;
  try {
    return hydrate();
  } finally {
    hydrating = false;
  }
}

/**
 * A deferred block resumes hydrating. Preact renders the block and all it
 * mounts in one synchronous pass, run from a microtask; the flag is cleared by
 * the next microtask, queued now, so it covers that pass and no later render.
 */
export function resumingHydration(): void {
  if (resuming) return;
  resuming = true;
  queueMicrotask(() => {
    resuming = false;
  });
}
