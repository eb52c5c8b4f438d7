/**
 * Runs `send` once the page's title is no longer `before` (the last page's), looking once a
 * frame, or after `frames` frames when it stays the same (a page titled like the last one, a
 * hash change). After a client-side navigation react-helmet-async sets the new title a frame or
 * more later; under load a page view sent one tick after the route change carried the previous
 * page's title.
 */
export function afterTitleChange(
  title: () => string,
  before: string,
  send: () => void,
  frame: (next: () => void) => unknown = requestAnimationFrame,
  frames = 60,
): void {
  if (title() !== before || frames === 0) send();
  else frame(() => afterTitleChange(title, before, send, frame, frames - 1));
}
