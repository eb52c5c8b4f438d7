/**
 * The files of a docs version's search index (`current`, `9.x`): offline search
 * writes and loads them (src/plugins/offline-search), offline reading saves the
 * reader's (src/plugins/offline-reading). Apart from the search client, so that
 * a module that only names them does not bring the search engine into its chunk.
 */
/** The whole index: agents and the MCP server read it. */
export const indexFileName = (version: string) => `${version}.json`;
/** The browser's two parts (src/search/indexWire.ts splitIndex): titles and headings, then body text. */
export const headFileName = (version: string) => `${version}.head.json`;
export const bodyFileName = (version: string) => `${version}.body.json`;
