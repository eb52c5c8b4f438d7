/**
 * The docs as an MCP server: tools to search a version, read a page's
 * Markdown and list a version's sections, and every page as a resource.
 */
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';
import {DocsError, quotedQuery, type Docs} from './docs';

type ToolAnswer = {content: Array<{type: 'text'; text: string}>; isError?: boolean};

/** A tool's answer, or its error said plainly to the model (never a crash of the server). */
function answer(make: () => string): ToolAnswer {
  try {
    return {content: [{type: 'text', text: make()}]};
  } catch (error) {
    if (error instanceof DocsError) return {content: [{type: 'text', text: error.message}], isError: true};
    throw error;
  }
}

export function createDocsServer(docs: Docs, info: {name: string; version: string}): McpServer {
  const server = new McpServer(info, {
    instructions: `The tRPC documentation (versions ${docs.versions.join(', ')}; ${docs.defaultVersion} unless you ask for another), offline. search_docs finds pages, get_page returns a page (or one section of it, or a part within a budget) as Markdown, list_sections lists a version's pages by section.`,
  });
  const versionArg = z
    .string()
    .optional()
    .describe(`The docs version: ${docs.versions.join(' or ')}. Default ${docs.defaultVersion}.`);

  server.registerTool(
    'search_docs',
    {
      title: 'Search the tRPC docs',
      description:
        'Full-text search of one version of the tRPC docs (guides, API reference, blog). Returns the best pages, each with its URL, the part that matched and a snippet. Read a page with get_page.',
      inputSchema: {
        query: z.string().describe('What to look for, such as "useQuery enabled" or "createTRPCProxyClient".'),
        version: versionArg,
        limit: z.number().int().min(1).max(20).optional().describe('How many pages, 1 to 20. Default 5.'),
      },
    },
    ({query, version, limit}) =>
      answer(() => {
        const v = docs.version(version);
        const results = docs.search(query, {version: v.name, limit});
        const asked = quotedQuery(query);
        if (results.length === 0) return `No page of the tRPC ${v.name} docs matches ${asked}.`;
        return [
          `tRPC ${v.name} docs, ${asked}:`,
          ...results.map(
            (r, i) =>
              `${i + 1}. ${r.title}${r.heading ? ` › ${r.heading}` : ''}\n   ${r.url}\n   Markdown: ${r.markdownUrl}\n   ${r.snippet || r.description}`,
          ),
        ].join('\n\n');
      }),
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a docs page as Markdown',
      description:
        'The Markdown of one page of the tRPC docs, by its URL or path (https://trpc.io/docs/server/routers, /docs/server/routers or /docs/v9/router), or of one of its sections. Long pages: give maxChars, and read on with the offset or a section the answer names.',
      inputSchema: {
        url: z.string().describe('The page URL or path.'),
        section: z
          .string()
          .optional()
          .describe(
            'Only this section: a heading anchor as in search_docs URLs ("ssr-options" or "#ssr-options"), or the heading text. The heading through to the next heading of the same or a higher level.',
          ),
        maxChars: z
          .number()
          .int()
          .min(200)
          .optional()
          .describe(
            'At most this many characters, cut at a paragraph or line; a note at the end says how to read the rest. Default: all.',
          ),
        offset: z
          .number()
          .int()
          .min(0)
          .optional()
          .describe('Start this many characters into the page (or section): the offset a cut answer gives. Default 0.'),
      },
    },
    ({url, section, maxChars, offset}) => answer(() => docs.read(url, {section, maxChars, offset})),
  );

  server.registerTool(
    'list_sections',
    {
      title: "List a version's sections",
      description:
        "The sections of one version of the tRPC docs as in its sidebar, each with its pages' titles and paths, and the version's llms.txt.",
      inputSchema: {version: versionArg},
    },
    ({version}) =>
      answer(() => {
        const v = docs.version(version);
        return [
          `# ${v.title}\n\n${v.summary}\n\nIndex: ${v.llms}`,
          ...v.sections.map(
            (s) => `## ${s.title} (${s.pages.length})\n\n${s.pages.map((p) => `- ${p.title}: ${p.path}`).join('\n')}`,
          ),
        ].join('\n\n');
      }),
  );

  for (const page of docs.pages) {
    server.registerResource(
      `${page.version} ${page.path}`,
      page.markdownUrl,
      {title: page.title, description: page.description || undefined, mimeType: 'text/markdown'},
      (uri) => ({contents: [{uri: uri.href, mimeType: 'text/markdown', text: docs.markdown(page)}]}),
    );
  }
  return server;
}
