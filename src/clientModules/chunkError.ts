/** Whether a failure is a page's code (a webpack/rspack chunk) failing to load. */
export function isChunkLoadError(reason: unknown): reason is Error {
  if (!(reason instanceof Error)) return false;
  return reason.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w~.-]+ failed/i.test(reason.message);
}
