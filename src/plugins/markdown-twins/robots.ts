/**
 * robots.txt: every crawler may read every page, under the site's content
 * signals (https://contentsignals.org), with the sitemap and the llms.txt
 * files named so that an agent finds the Markdown without guessing.
 */
export interface ContentSignal {
  /** Search engines may index the pages and show them in results. */
  search: boolean;
  /** AI tools may read the pages to answer a question (retrieval, grounding). */
  'ai-input': boolean;
  /** The pages may be used to train or fine-tune models. */
  'ai-train': boolean;
}

export function robotsTxt({
  siteUrl,
  signal,
  llmsFiles,
}: {
  siteUrl: string;
  signal: ContentSignal;
  /** Paths of the llms files from the site's root, most useful first. */
  llmsFiles: readonly string[];
}): string {
  const signals = (Object.keys(signal) as Array<keyof ContentSignal>)
    .map((name) => `${name}=${signal[name] ? 'yes' : 'no'}`)
    .join(', ');
  return [
    '# How the content of this site may be used (https://contentsignals.org):',
    '# search: indexed and shown in search results; ai-input: read by AI tools to answer',
    '# a question; ai-train: used to train or fine-tune models.',
    'User-agent: *',
    `Content-Signal: ${signals}`,
    'Allow: /',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
    '# The docs as Markdown for language models (https://llmstxt.org): an index per docs',
    '# version, each page at its URL plus .md, each sidebar section in a file under 50 KB.',
    ...llmsFiles.map((file) => `# ${siteUrl}${file}`),
    '',
  ].join('\n');
}
