/**
 * The files of a docs version's search index (`current`, `9.x`), apart from
 * the client so that a module that only names them (offline reading's list of
 * files to save) does not bring the search engine into its chunk.
 */
/** The whole index: agents and the MCP server read it. */
export const indexFileName = (version: string) => `${version}.json`;
/** The browser's two parts (./indexWire.ts splitIndex): titles and headings, then body text. */
export const headFileName = (version: string) => `${version}.head.json`;
export const bodyFileName = (version: string) => `${version}.body.json`;
