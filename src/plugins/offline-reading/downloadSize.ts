/**
 * How much turning offline reading on downloads at once: the worker's precache (the site's code and
 * styles, ./sw/routes.js `isPrecached`), measured after each build (./precacheSize.ts) and written to
 * DOWNLOAD_SIZE_FILE, which the question of a `?offlineMode=true` link reads (./askOfflineMode.ts).
 */
export const DOWNLOAD_SIZE_FILE = 'offline-reading.json';

export interface DownloadSize {
  /** The precached files' bytes as sent compressed (gzip), which is what the reader downloads. */
  precacheBytes: number;
  /** How many files the worker precaches. */
  files: number;
}

/** "about 1.4 MB" (binary megabytes, as browsers show downloads; a no-break space keeps the unit with its number); under a megabyte in KB. */
export function formatDownloadSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '';
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `about ${mb.toFixed(1)}\u00a0MB`;
  return `about ${Math.max(1, Math.round(bytes / 1024))}\u00a0KB`;
}
