import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {compilerOptions} from './check';
import type {Snippet} from './extract';
import {
  decodePlaygroundUrl,
  packageOf,
  pinImports,
  PLAYGROUND_OPTIONS,
  playgroundLang,
  playgroundSource,
  playgroundLayout,
  playgroundUrl,
  SETUP_NOTE,
} from './playground';
import {compilePlaygroundLinks, versionOfCode} from './playgroundCheck';
import {linkedPlaygroundIds, playgroundPageHtml, urlOfPlaygroundPage} from './playgroundPages';
import {CURRENT_VERSION, V9_VERSION} from '../docs-model';

const repoRoot = path.resolve(__dirname, '../..');
const block = (code: string, title?: string, line = 1): Snippet => ({
  page: 'docs/x.mdx',
  lang: 'ts',
  title,
  skip: false,
  v9: false,
  code,
  line,
});

describe('packageOf and pinImports', () => {
  it('names the package of an import, and nothing for paths and built-ins', () => {
    expect(packageOf('@trpc/server/adapters/next')).toBe('@trpc/server');
    expect(packageOf('zod')).toBe('zod');
    expect(packageOf('next/app')).toBe('next');
    expect(packageOf('./trpc')).toBeUndefined();
    expect(packageOf('node:fs')).toBeUndefined();
  });

  it('pins each package import with the comment @typescript/ata reads', () => {
    const code =
      "import {z} from 'zod';\nimport {x} from './x';\nimport {\n  initTRPC,\n} from '@trpc/server';\nconst a = 1;";
    const pinned = pinImports(code, (pkg) => (pkg === 'zod' ? '3.0.0' : '10.30.0'));
    expect(pinned.split('\n')).toEqual([
      "import {z} from 'zod'; // types: 3.0.0",
      "import {x} from './x';",
      'import {',
      '  initTRPC,',
      "} from '@trpc/server'; // types: 10.30.0",
      'const a = 1;',
    ]);
  });
});

describe('playgroundUrl', () => {
  it('reads back as the playground reads it: the pinned code and the checker options', () => {
    const code = "import {initTRPC} from '@trpc/server';\n// ---cut---\nconst t = initTRPC.create();";
    const url = playgroundUrl(repoRoot, CURRENT_VERSION.label, 'ts', code);
    expect(url.startsWith('https://www.typescriptlang.org/play?')).toBe(true);
    const decoded = decodePlaygroundUrl(url);
    // Laid out for a reader (playgroundLayout): the cut marker is a sentence there.
    expect(decoded.code).toBe(
      `import {initTRPC} from '@trpc/server'; // types: ${CURRENT_VERSION.trpc.version}\n\n${SETUP_NOTE}\nconst t = initTRPC.create();`,
    );
    expect(decoded.options).toEqual(PLAYGROUND_OPTIONS);
    expect(decoded.filetype).toBe('ts');
    expect(decodePlaygroundUrl(playgroundUrl(repoRoot, V9_VERSION.label, 'tsx', code)).filetype).toBe('tsx');
    expect(versionOfCode(decodePlaygroundUrl(playgroundUrl(repoRoot, V9_VERSION.label, 'ts', code)).code)).toBe(
      V9_VERSION.label,
    );
  });

  it('gives the playground the options the checker compiles with', () => {
    const checker = compilerOptions(repoRoot, CURRENT_VERSION.label);
    for (const key of ['target', 'module', 'moduleResolution', 'jsx', 'esModuleInterop', 'skipLibCheck'] as const)
      expect(PLAYGROUND_OPTIONS[key], key).toBe(checker[key]);
    expect(checker.strict).toBe(true);
    expect(PLAYGROUND_OPTIONS.target).toBe(ts.ScriptTarget.ES2022);
  });

  it('opens a block as the language the checker compiles it as: its title first', () => {
    expect(playgroundLang(block('x', 'pages/a.tsx'))).toBe('tsx');
    expect(playgroundLang(block('x'))).toBe('ts');
  });

  it('refuses a link that is not the playground or has no code', () => {
    expect(() => decodePlaygroundUrl('https://example.com/play#code/abc')).toThrow(/not a playground link/);
    expect(() => decodePlaygroundUrl('https://www.typescriptlang.org/play?x=1')).toThrow(/no #code/);
  });

  it('goes through a page of the site that sends the reader on, with no script', () => {
    const url = 'https://www.typescriptlang.org/play?target=9#code/A&"<';
    const html = playgroundPageHtml(url);
    expect(html).not.toMatch(/<script/);
    expect(urlOfPlaygroundPage(html)).toBe(url);
  });

  it('finds the links of a built page, quoted or minified', () => {
    const id = '0123456789abcdef';
    expect(linkedPlaygroundIds(`<a href="/play/${id}">a</a><a class=x href=/play/${id} data-playground=true>`)).toEqual(
      [id, id],
    );
    expect(linkedPlaygroundIds('<a href=/play/short>')).toEqual([]);
  });
});

describe('playgroundSource', () => {
  const trpc = block(
    "import {initTRPC} from '@trpc/server';\nconst t = initTRPC.create();\nexport const router = t.router;\nexport const publicProcedure = t.procedure;",
    'server/trpc.ts',
    3,
  );

  it('inlines the blocks a block imports, above a cut marker', () => {
    const app = block(
      "import {z} from 'zod';\nimport {router, publicProcedure} from './server/trpc';\n\nexport const appRouter = router({\n  hello: publicProcedure.input(z.string()).query(({input}) => input),\n});",
      undefined,
      10,
    );
    const result = playgroundSource([trpc, app], 1);
    expect(result.reason).toBeUndefined();
    const lines = result.code!.split('\n');
    expect(lines[0]).toBe("import {initTRPC} from '@trpc/server';");
    expect(result.code).toContain('// server/trpc.ts\nconst t = initTRPC.create();');
    expect(result.code).not.toContain("from './server/trpc'");
    const cut = lines.indexOf('// ---cut---');
    expect(cut).toBeGreaterThan(0);
    expect(lines.slice(cut + 1).join('\n')).toBe(
      app.code.replace("import {router, publicProcedure} from './server/trpc';\n", ''),
    );
  });

  it('keeps a block that imports nothing of its page as it is', () => {
    expect(playgroundSource([trpc], 0)).toEqual({code: trpc.code});
  });

  it('says why a block cannot be one file', () => {
    const byDefault = block("import trpc from './server/trpc';\ntrpc;");
    expect(playgroundSource([trpc, byDefault], 1).reason).toMatch(/default, namespace or side-effect/);
    const missing = block("import {x} from './nowhere';\nx;");
    expect(playgroundSource([missing], 0).reason).toMatch(/which no block of its page is/);
    const clash = block("import {router} from './server/trpc';\nconst t = 1;\nrouter;");
    expect(playgroundSource([trpc, clash], 1).reason).toMatch(/`t` means different things/);
    expect(playgroundSource([{...trpc, skip: true}], 0).reason).toMatch(/skip-check/);
  });

  it('renames a package imported whole under a name another file declares', () => {
    const server = block("import * as trpc from '@trpc/server';\nexport const x = trpc.initTRPC;", 'server.ts', 1);
    const client = block("import {x} from './server';\nexport const trpc = x;", 'client.ts', 5);
    const page = block("import {trpc} from './client';\ntrpc;", undefined, 9);
    const code = playgroundSource([server, client, page], 2).code!;
    expect(code).toContain("import * as trpcServer from '@trpc/server';");
    expect(code).toContain('export const x = trpcServer.initTRPC;');
    expect(code).toContain('export const trpc = x;');
  });

  it('the offline check compiles a good link with 0 errors and names a broken one', {timeout: 120_000}, () => {
    const good = block(
      "import {z} from 'zod';\nimport {router, publicProcedure} from './server/trpc';\nexport const appRouter = router({a: publicProcedure.input(z.string()).query(({input}) => input)});",
    );
    const link = (b: Snippet, all: Snippet[]) =>
      playgroundUrl(repoRoot, CURRENT_VERSION.label, 'ts', playgroundSource(all, all.indexOf(b)).code!);
    const broken = block("import {router} from './server/trpc';\nexport const r: number = router({});");
    const errors = compilePlaygroundLinks(repoRoot, [
      {where: 'good', url: link(good, [trpc, good])},
      {where: 'broken', url: link(broken, [trpc, broken])},
    ]);
    expect(errors.map((e) => e.page)).toEqual(['broken']);
    expect(errors[0]!.code).toBe(2322);

    // With a cache, the pass is remembered and the failure is not: a second run still names it.
    const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'playground-passes-'));
    const links = [
      {where: 'good', url: link(good, [trpc, good])},
      {where: 'broken', url: link(broken, [trpc, broken])},
    ];
    expect(compilePlaygroundLinks(repoRoot, links, {cacheDir}).map((e) => e.page)).toEqual(['broken']);
    expect(fs.readdirSync(cacheDir)).toHaveLength(1);
    expect(compilePlaygroundLinks(repoRoot, links, {cacheDir}).map((e) => e.page)).toEqual(['broken']);
    expect(fs.readdirSync(cacheDir)).toHaveLength(1);
  });
});

describe('playgroundLayout: a block with hidden setup, as a reader sees it in the playground', () => {
  it('puts every import first, then the setup, then the block after a sentence in place of the cut marker', () => {
    const code = [
      "import {initTRPC} from '@trpc/server';",
      'const t = initTRPC.create();',
      'export const router = t.router;',
      '// ---cut---',
      '// The procedure this page is about:',
      "import {z} from 'zod';",
      'export const hello = t.procedure.input(z.string()).query(({input}) => input);',
    ].join('\n');
    expect(playgroundLayout(code)).toBe(
      [
        "import {initTRPC} from '@trpc/server';",
        "import {z} from 'zod';",
        '',
        'const t = initTRPC.create();',
        'export const router = t.router;',
        '',
        SETUP_NOTE,
        '// The procedure this page is about:',
        'export const hello = t.procedure.input(z.string()).query(({input}) => input);',
      ].join('\n'),
    );
    expect(playgroundLayout(code)).not.toContain('---cut---');
  });

  it('leaves a block without setup as it is', () => {
    const code = "import {z} from 'zod';\nexport const name = z.string();";
    expect(playgroundLayout(code)).toBe(code);
  });
});
