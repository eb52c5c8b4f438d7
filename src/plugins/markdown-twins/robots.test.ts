import {describe, expect, it} from 'vitest';
import {robotsTxt} from './robots';

describe('robotsTxt', () => {
  const files = ['/llms.txt', '/docs/v9/llms.txt'];
  it('states each content signal from the setting, and names the llms files', () => {
    const text = robotsTxt({
      siteUrl: 'https://trpc.io',
      signal: {search: true, 'ai-input': true, 'ai-train': false},
      llmsFiles: files,
    });
    expect(text).toMatch(/^User-agent: \*\nContent-Signal: search=yes, ai-input=yes, ai-train=no\nAllow: \/$/m);
    expect(text).toContain('Sitemap: https://trpc.io/sitemap.xml');
    expect(text).toContain('# https://trpc.io/llms.txt\n# https://trpc.io/docs/v9/llms.txt\n');
  });
});
