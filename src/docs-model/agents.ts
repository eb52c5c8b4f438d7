/**
 * What coding agents are told about the docs server (packages/docs-mcp): the
 * package name an editor starts it by. The Copy page menu and the package's own
 * test read it here (handbook/agents.md names it too); its package.json must say the same
 * (tests/build/docs-mcp.test.ts).
 */
export const DOCS_MCP_PACKAGE = '@trpc/docs-mcp';

/** The one command an editor runs to start the docs server over stdio. */
export const docsMcpCommand = (pkg: string = DOCS_MCP_PACKAGE) => `npx -y ${pkg}`;
