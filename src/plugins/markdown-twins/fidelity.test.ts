import {describe, expect, it} from 'vitest';
import {fidelityProblems} from './fidelity';

const html = `<html><body><article><div class="theme-doc-markdown markdown"><header><h1>Routers</h1></header>
<h2 id="a">Set up <code>initTRPC</code><a class="hash-link" href="#a">#</a></h2>
<p>See <a href="/docs/server/context">context</a> and <a href="#a">above</a>; the marker is <code>// ---cut---</code>.</p>
<pre><code>const a = 1;</code></pre></div></article></body></html>`;
const url = 'https://trpc.io/docs/server/routers';
const good =
  '# Routers\n\n## Set up `initTRPC`\n\nSee [context](https://trpc.io/docs/server/context) and [above](https://trpc.io/docs/server/routers#a); the marker is `// ---cut---`.\n\n```ts\nconst a = 1;\n```\n';

describe('fidelityProblems', () => {
  it('accepts a twin with every heading, code block and link', () => {
    expect(fidelityProblems(html, good, url)).toEqual([]);
  });

  it('reports what is missing or left over', () => {
    const bad =
      "# Routers\n\nimport Tabs from '@theme/Tabs';\n\n<Tabs>\n\n[context](/docs/server/context)\n\n```ts\n// ---cut---\nconst b = 2;\n```\n";
    const problems = fidelityProblems(html, bad, url);
    expect(problems).toContain('heading missing: Set up initTRPC');
    expect(problems).toContain('code block missing: const a = 1;');
    expect(problems).toContain('link missing: https://trpc.io/docs/server/routers#a');
    expect(problems).toContain('relative link: /docs/server/context');
    expect(problems).toContain("import or export: import Tabs from '@theme/Tabs';");
    expect(problems).toContain('HTML or JSX: <Tabs>');
    expect(problems).toContain('---cut--- left in a code block');
  });

  it("reads a diff's code as it is copied: its new code, without removed lines or gutters", () => {
    const gutter = (mark: string) => `<span class="code-diff-gutter">${mark}</span>`;
    const diff = html.replace(
      '<pre><code>const a = 1;</code></pre>',
      `<pre><code><span class="code-diff-removed">${gutter('− ')}const a = 0;</span>&#10;<span class="code-diff-added">${gutter('+ ')}const a = 1;</span></code></pre>`,
    );
    expect(fidelityProblems(diff, good, url)).toEqual([]);
    // A twin with the removed line too is not the copied code.
    const withRemoved = fidelityProblems(diff, good.replace('const a = 1;', 'const a = 0;\nconst a = 1;'), url);
    expect(withRemoved.some((p) => p.startsWith('code block missing:'))).toBe(true);
  });
});
