/** Results read in order, one by one: sorted already, or made in order only as far as they are read. */
export interface Ordered<T> {
  length: number;
  at(i: number): T;
}

export const inOrder = <T>(items: readonly T[]): Ordered<T> => ({length: items.length, at: (i) => items[i]!});

/**
 * The items in the order `compare` gives (a total order), made only as far as
 * they are read: a heap, from which a page of hits takes its 20 of a
 * question's thousands of results, where sorting them all was a tenth of the
 * question's time.
 */
export function lazilyOrdered<T>(items: readonly T[], compare: (a: T, b: T) => number): Ordered<T> {
  const heap = items.slice();
  const siftDown = (from: number) => {
    for (let at = from; ;) {
      const left = 2 * at + 1;
      if (left >= heap.length) return;
      const right = left + 1;
      const next = right < heap.length && compare(heap[right]!, heap[left]!) < 0 ? right : left;
      if (compare(heap[next]!, heap[at]!) >= 0) return;
      [heap[at], heap[next]] = [heap[next]!, heap[at]!];
      at = next;
    }
  };
  for (let i = (heap.length >> 1) - 1; i >= 0; i--) siftDown(i);
  const taken: T[] = [];
  return {
    length: items.length,
    at(i) {
      while (taken.length <= i && heap.length > 0) {
        taken.push(heap[0]!);
        const last = heap.pop()!;
        if (heap.length > 0) {
          heap[0] = last;
          siftDown(0);
        }
      }
      return taken[i]!;
    },
  };
}
