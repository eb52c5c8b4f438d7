/**
 * Runs the modal's search once more for the query it shows. DocSearch has no
 * refresh of its own, and React does not pass on an input event whose value
 * it has seen already, so the query is typed with a space after it and back:
 * two searches, the second of them for the query as the reader wrote it.
 * The modal needs it when the body text of the index arrives after the first
 * results (./ModalA11y.tsx): they came from titles and headings only. Not when the
 * reader has moved through the hits (below).
 */
export function searchAgain(input: HTMLInputElement): void {
  const query = input.value;
  if (!query.trim() || movedThroughHits(input)) return;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  const caret = [input.selectionStart, input.selectionEnd] as const;
  for (const value of [`${query} `, query]) {
    setValue.call(input, value);
    input.dispatchEvent(new Event('input', {bubbles: true}));
  }
  // Where the reader's caret was, not at the end.
  if (caret[0] !== null && document.activeElement === input) input.setSelectionRange(caret[0], caret[1]);
}

/**
 * Whether the reader has moved off the first hit with the arrow keys: a new
 * search would take their place from them, so the results they are reading
 * stay, and their next keystroke searches the whole index anyway.
 */
export function movedThroughHits(input: HTMLInputElement): boolean {
  return /-item-(?!0$)\d+$/.test(input.getAttribute('aria-activedescendant') ?? '');
}
