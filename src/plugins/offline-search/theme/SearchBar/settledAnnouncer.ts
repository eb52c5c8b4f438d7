/**
 * What the search modal's status region says, and when: once the results have
 * settled, not at every keystroke. Each keystroke ran a search whose count the
 * region said at once ("1 result", "809 results", "12 results"…), and a screen
 * reader read every one of them; on reopening, the first keystroke said the
 * previous query's count before its own search had run.
 *
 * Any change of the query or of what there is to say empties the region (a
 * screen reader says nothing for an empty region), and the text is said only
 * once nothing has changed for `delay` ms. Emptying first also makes a reader
 * hear a count again after typing, even when it is the same number as before.
 */
export const SETTLE_MS = 600;

export interface SettledAnnouncer {
  /** What there is to say now (`''` for nothing) about `query`: said once both stay the same for the delay. */
  update(query: string, text: string): void;
  /** Empties the region and forgets what it was about to say (the modal opens or closes). */
  clear(): void;
}

export function createSettledAnnouncer(say: (text: string) => void, delay = SETTLE_MS): SettledAnnouncer {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: {query: string; text: string} | null = null;
  let said = '';
  const set = (text: string) => {
    if (text !== said) say((said = text));
  };
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return {
    update(query, text) {
      if (pending && pending.query === query && pending.text === text) return;
      pending = {query, text};
      cancel();
      set('');
      if (!text) return;
      timer = setTimeout(() => {
        timer = undefined;
        set(text);
      }, delay);
    },
    clear() {
      cancel();
      pending = null;
      set('');
    },
  };
}
