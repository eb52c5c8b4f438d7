/**
 * The cards of a build, each started once, at most `limit` unfinished at a
 * time. The worker draws a card in about 30 ms, and the pages that ask for
 * them are read faster than that: queued all at once, the build held every
 * waiting card together (issue 33), so `add` waits while `limit` are out.
 */
export function cardQueue<Card>(limit: number, start: (file: string, card: Card) => Promise<void>) {
  const started = new Map<string, Promise<void>>();
  const unfinished = new Set<Promise<void>>();
  return {
    /** Starts the card for `file` unless it was (resolves once it has started, not finished). */
    async add(file: string, card: Card): Promise<void> {
      if (started.has(file)) return;
      while (unfinished.size >= limit) await Promise.race(unfinished);
      if (started.has(file)) return;
      const done = start(file, card);
      started.set(file, done);
      // A failure is reported by `all`; here the card only leaves the unfinished ones.
      const settled: Promise<void> = done.then(
        () => void unfinished.delete(settled),
        () => void unfinished.delete(settled),
      );
      unfinished.add(settled);
    },
    /** Every card started, finished; rejects with the first failure. */
    all: () => Promise.all(started.values()).then(() => undefined),
  };
}
