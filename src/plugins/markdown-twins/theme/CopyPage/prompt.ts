/**
 * The "Open in ChatGPT / Claude" links: a prompt that names the page's
 * Markdown URL and the tRPC version it documents, so the assistant reads the
 * right page for the right version. Pure, unit-tested.
 */
export interface PageRef {
  title: string;
  /** Absolute URL of the Markdown twin. */
  markdownUrl: string;
  /** "tRPC 10.x", or for posts "tRPC blog (current release 10.x)". */
  versionLabel: string;
}

export function assistantPrompt(page: PageRef): string {
  return `Read ${page.markdownUrl}, the ${page.versionLabel} page "${page.title}", so that I can ask you questions about it. Answer for that version of tRPC.`;
}

export const ASSISTANTS = [
  {name: 'ChatGPT', url: (prompt: string) => `https://chatgpt.com/?hints=search&q=${encodeURIComponent(prompt)}`},
  {name: 'Claude', url: (prompt: string) => `https://claude.ai/new?q=${encodeURIComponent(prompt)}`},
] as const;
