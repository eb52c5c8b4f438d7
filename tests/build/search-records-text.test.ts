/** The search index holds text as a reader reads it: no typedoc Markdown escapes, no glued source lines. */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {BUILD_DIR, readSearchIndex} from './html';

// The whole files; the browser's heads and bodies hold the same text (search-index-parts.test.ts).
const FILES = fs
  .readdirSync(path.join(BUILD_DIR, 'search-index'))
  .filter((f) => f.endsWith('.json') && !/\.(head|body)\.json$/.test(f));
/** `\<`, `\_`, `\ =`, a backslash at the end: Markdown escapes that reached the text. */
const ESCAPE = /\\[<>_{}()[\]*`|~]|\\ |\\$/;
/** "Defined in22": typedoc's source line as Docusaurus turned it into a description. */
const GLUED_SOURCE = /Defined in\d/;
/** The icons of a category index's cards ("📄️Middlewares", "🗃Adapters"): the cards repeat the pages they link. */
const CARD_ICON = /📄|🗃/u;

describe('search records', () => {
  it.each(FILES)('%s: no Markdown escapes, no "Defined in" glued to a number', (file) => {
    const records = readSearchIndex(file);
    expect(records.length).toBeGreaterThan(100);
    const bad = records.flatMap((r) =>
      [r.content, ...Object.values(r.hierarchy)]
        .filter((t): t is string => !!t && (ESCAPE.test(t) || GLUED_SOURCE.test(t)))
        .map((t) => `${r.url}: ${t}`),
    );
    expect(bad).toEqual([]);
  });

  it.each(FILES)("%s: no category index's cards", (file) => {
    const cards = readSearchIndex(file).filter((r) =>
      [r.content, ...Object.values(r.hierarchy)].some((t) => !!t && CARD_ICON.test(t)),
    );
    expect(cards.map((r) => `${r.url}: ${r.hierarchy.lvl2}`)).toEqual([]);
  });
});
