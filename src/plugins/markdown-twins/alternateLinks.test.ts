import {describe, expect, it} from 'vitest';
import {withAlternateLink} from './alternateLinks';

describe('withAlternateLink', () => {
  it('names the twin in the head, once', () => {
    const page = '<html><head><title>Routers</title></head><body></body></html>';
    const once = withAlternateLink(page, '/docs/server/routers');
    expect(once).toBe(
      '<html><head><title>Routers</title><link rel="alternate" type="text/markdown" href="/docs/server/routers.md"></head><body></body></html>',
    );
    expect(withAlternateLink(once, '/docs/server/routers')).toBe(once);
  });
  it('leaves a page without a head alone', () => {
    expect(withAlternateLink('<p>x</p>', '/docs')).toBe('<p>x</p>');
  });
});
