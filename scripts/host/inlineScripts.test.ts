import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {inlineScriptHashes} from './inlineScripts';

const sha = (s: string) => `sha256-${createHash('sha256').update(s).digest('base64')}`;

describe('inlineScriptHashes', () => {
  it('hashes executable inline scripts exactly as written, and nothing else', () => {
    const html = `<script>a()</script><script type="module">b()</script><script src="/x.js"></script><script type="application/ld+json">{"a":1}</script><script type="text/javascript"> c() </script>`;
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()'), sha(' c() ')]);
  });
});
