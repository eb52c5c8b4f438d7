import {describe, expect, it} from 'vitest';
import {ASSISTANTS, assistantPrompt} from './prompt';

const page = {
  title: 'Define Routers',
  markdownUrl: 'https://trpc.io/docs/server/routers.md',
  versionLabel: 'tRPC 10.x',
};

describe('assistant links', () => {
  it('name the Markdown URL and the version in the prompt', () => {
    const prompt = assistantPrompt(page);
    expect(prompt).toContain('https://trpc.io/docs/server/routers.md');
    expect(prompt).toContain('tRPC 10.x');
  });

  it('carry the prompt as one encoded query parameter', () => {
    for (const {url} of ASSISTANTS) {
      const link = new URL(url(assistantPrompt({...page, title: 'A & B #1'})));
      expect(link.protocol).toBe('https:');
      expect(link.searchParams.get('q')).toBe(assistantPrompt({...page, title: 'A & B #1'}));
    }
  });
});
