/**
 * What a deprecated symbol's page says when its source says nothing. typedoc
 * writes a bare `@deprecated` tag as a "Deprecated" heading with no text
 * under it; a reader then learns neither why nor what to use. Each note here
 * was written by reading the package's 10.30.0 declarations and the migration
 * guide, and a bare tag on a symbol without one fails the build: a new
 * release's deprecations get a note before they get a page.
 */
export const DEPRECATION_NOTES: Readonly<Record<string, string>> = {
  router:
    "This is v9's router builder (`router().query('name', {…})`), still exported by `@trpc/server` 10.x so that " +
    'v9 routers keep compiling. Call `.interop()` on such a router to merge it into a v10 router; write new routers ' +
    'with `t.router` from `initTRPC`. See [Migrate from v9 to v10: Interop mode](/docs/migrate-from-v9-to-v10#interop-mode).',
  TRPCClient:
    'The client `createTRPCClient` returns, which calls a procedure by its path as a string: ' +
    "`client.query('post.byId', input)`. It is v9's client API, kept in 10.x for code that still uses it. " +
    '`createTRPCProxyClient` creates the v10 client, on which the same call is `client.post.byId.query(input)`. ' +
    'See [Migrate from v9 to v10: Vanilla client](/docs/migrate-from-v9-to-v10#vanilla-client).',
};

const DEPRECATED_HEADING = /^#{2,6} Deprecated$/;

/**
 * Fills each empty "Deprecated" section of a page's Markdown with the note for
 * `symbol`. Throws when a section is empty and the symbol has no note.
 */
export function explainBareDeprecations(
  markdown: string,
  symbol: string,
  notes: Readonly<Record<string, string>> = DEPRECATION_NOTES,
): string {
  const lines = markdown.split('\n');
  const out: string[] = [];
  lines.forEach((line, i) => {
    out.push(line);
    if (!DEPRECATED_HEADING.test(line)) return;
    const next = lines.slice(i + 1).find((l) => l.trim() !== '');
    if (next !== undefined && !next.startsWith('#') && next !== '***') return;
    const note = Object.hasOwn(notes, symbol) ? notes[symbol] : undefined;
    if (!note)
      throw new Error(
        `The API reference page of ${symbol} has a "Deprecated" section with nothing in it (a bare @deprecated ` +
          'tag in the package): write what it is and what replaces it in src/plugins/api-pages/deprecations.ts.',
      );
    out.push('', note);
  });
  return out.join('\n');
}
