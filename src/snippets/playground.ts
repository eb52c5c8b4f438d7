/**
 * The TypeScript Playground link of a checked block: the code the checker
 * compiled (its hidden setup above `// ---cut---` included, laid out imports
 * first: playgroundLayout), as one file, with the checker's compiler options in the query and every package
 * import pinned to the version the docs document.
 *
 * - The playground reads a compiler option from the query when it is one of
 *   its own defaults' keys, booleans as `true`/`false` and enums by number
 *   (TypeScript-Website, packages/sandbox/src/compilerOptions.ts); only the
 *   options that differ from its defaults are written.
 * - Its type acquisition (@typescript/ata) takes a version from a comment after
 *   the import: `import {z} from 'zod' // types: 3.23.8` (packages/ata/README.md).
 * - The code is lz-string's `compressToEncodedURIComponent`, after `#code/`.
 *
 * The playground is one file: a block that imports another block of its page
 * (a titled one, see ./project.ts) gets that file's code inlined above its own,
 * with the imports between them dropped. Where that cannot give one module
 * that means the same (a default or renamed import, two files declaring one
 * name), the block gets no link and `reason` says why.
 */
import fs from 'node:fs';
import path from 'node:path';
import LZString from 'lz-string';
import ts from 'typescript';
import type {Snippet} from './extract';
import {pageProject} from './project';
import {CUT_MARKER, findCutLine} from '../remark/snippetCut';
import {DOCS_VERSIONS, type VersionLabel} from '../docs-model';

export const PLAYGROUND_ORIGIN = 'https://www.typescriptlang.org/play';

/**
 * The checker's options (./check.ts) that differ from the playground's
 * defaults, as the playground reads them. `strict` is on in both; `lib`,
 * `types` and `moduleDetection` are not read from the query (the playground's
 * lib is the target's plus the DOM, and its file is a module as soon as it imports).
 */
export const PLAYGROUND_OPTIONS: Readonly<Record<string, boolean | number>> = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  esModuleInterop: true,
  skipLibCheck: true,
  noImplicitReturns: false,
  useDefineForClassFields: true,
  experimentalDecorators: false,
  emitDecoratorMetadata: false,
};

/** The package an import names (`@trpc/server/adapters/next` → `@trpc/server`), or undefined for a node built-in or a path. */
export function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const installedVersions = new Map<string, string | undefined>();

/** The version a docs version documents for `pkg`: its tRPC release, else the installed package's. */
export function pinnedVersion(repoRoot: string, version: VersionLabel, pkg: string): string | undefined {
  const docs = DOCS_VERSIONS.find((v) => v.label === version)!;
  if (pkg in docs.trpc.installedAs) return docs.trpc.version;
  const key = `${repoRoot}\0${pkg}`;
  if (!installedVersions.has(key)) {
    const file = path.join(repoRoot, 'node_modules', pkg, 'package.json');
    const found = fs.existsSync(file)
      ? (JSON.parse(fs.readFileSync(file, 'utf8')) as {version?: string}).version
      : undefined;
    installedVersions.set(key, found);
  }
  return installedVersions.get(key);
}

interface ParsedFile {
  fileName: string;
  code: string;
  source: ts.SourceFile;
  /** Relative imports, resolved to the page's files. */
  local: {declaration: ts.ImportDeclaration; target: string | undefined}[];
}

const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.jsx', '/index.ts', '/index.tsx'];

function parse(fileName: string, code: string, names: ReadonlySet<string>): ParsedFile {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true);
  const local: ParsedFile['local'] = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const specifier = statement.moduleSpecifier.text;
    if (!specifier.startsWith('.')) continue;
    const base = path.join(path.dirname(fileName), specifier).replace(/\.(js|jsx)$/, '');
    const target = EXTENSIONS.map((ext) => base + ext).find((candidate) => names.has(candidate));
    local.push({declaration: statement, target});
  }
  return {fileName, code, source, local};
}

/** Names a module declares at its top level (imports included). */
function topLevelNames(file: ParsedFile, {withImports}: {withImports: boolean}): string[] {
  const names: string[] = [];
  const bind = (name: ts.BindingName) => {
    if (ts.isIdentifier(name)) names.push(name.text);
    else name.elements.forEach((e) => ts.isBindingElement(e) && bind(e.name));
  };
  for (const s of file.source.statements) {
    if (ts.isVariableStatement(s)) s.declarationList.declarations.forEach((d) => bind(d.name));
    else if (
      (ts.isFunctionDeclaration(s) ||
        ts.isClassDeclaration(s) ||
        ts.isInterfaceDeclaration(s) ||
        ts.isTypeAliasDeclaration(s) ||
        ts.isEnumDeclaration(s)) &&
      s.name
    )
      names.push(s.name.text);
    else if (withImports && ts.isImportDeclaration(s) && s.importClause) {
      const clause = s.importClause;
      if (clause.name) names.push(clause.name.text);
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) names.push(bindings.name.text);
      if (bindings && ts.isNamedImports(bindings)) bindings.elements.forEach((e) => names.push(e.name.text));
    }
  }
  return names;
}

/** Removes whole statements (their lines) from a file's code. */
function withoutStatements(
  file: Pick<ParsedFile, 'code' | 'source'>,
  statements: readonly ts.Statement[],
  renames?: ReadonlyMap<string, string>,
): string {
  const edits: {start: number; end: number; text: string}[] = statements.map((s) => ({
    start: s.getStart(),
    end: file.code[s.getEnd()] === '\n' ? s.getEnd() + 1 : s.getEnd(),
    text: '',
  }));
  if (renames) {
    const visit = (node: ts.Node): void => {
      if (statements.includes(node as ts.Statement)) return;
      const isMemberName =
        (ts.isPropertyAccessExpression(node.parent) && node.parent.name === node) ||
        (ts.isPropertyAssignment(node.parent) && node.parent.name === node) ||
        (ts.isQualifiedName(node.parent) && node.parent.right === node);
      if (ts.isIdentifier(node) && renames.has(node.text) && !isMemberName)
        edits.push({start: node.getStart(), end: node.getEnd(), text: renames.get(node.text)!});
      node.forEachChild(visit);
    };
    file.source.forEachChild(visit);
  }
  let code = file.code;
  for (const e of edits.sort((a, b) => b.start - a.start)) code = code.slice(0, e.start) + e.text + code.slice(e.end);
  return code;
}

/** Appends `// types: <version>` to each package import, as @typescript/ata reads it. */
export function pinImports(code: string, pin: (pkg: string) => string | undefined): string {
  const source = ts.createSourceFile('pin.tsx', code, ts.ScriptTarget.Latest, true);
  const lines = code.split('\n');
  for (const s of source.statements) {
    if (!ts.isImportDeclaration(s) || !ts.isStringLiteral(s.moduleSpecifier)) continue;
    const pkg = packageOf(s.moduleSpecifier.text);
    const version = pkg && pin(pkg);
    if (!version) continue;
    const line = source.getLineAndCharacterOfPosition(s.getEnd()).line;
    // Only where nothing follows the import on its line (a comment already there stays as it is).
    if (lines[line]!.slice(source.getLineAndCharacterOfPosition(s.getEnd()).character).trim() === '')
      lines[line] = `${lines[line]!.trimEnd()} // types: ${version}`;
  }
  return lines.join('\n');
}

export type PlaygroundSource = {code: string; reason?: undefined} | {code?: undefined; reason: string};

/**
 * The one file the playground opens for `snippets[index]` (the blocks of one
 * page, as the checker sees them), before pinning.
 */
export function playgroundSource(snippets: readonly Snippet[], index: number): PlaygroundSource {
  const snippet = snippets[index]!;
  if (snippet.skip) return {reason: 'opts out of the check (skip-check)'};
  const checked = snippets.filter((s) => !s.skip);
  const files = pageProject('/page', checked);
  const names = new Set(files.map((f) => f.fileName));
  const parsed = new Map(files.map((f) => [f.fileName, parse(f.fileName, f.snippet.code, names)]));
  const main = [...parsed.values()][checked.indexOf(snippet)]!;
  if (main.local.length === 0) return {code: snippet.code};

  // Depth-first: a file's dependencies come before it.
  const order: ParsedFile[] = [];
  const visiting = new Set<string>();
  let problem: string | undefined;
  const visit = (file: ParsedFile) => {
    if (order.includes(file) || problem) return;
    if (visiting.has(file.fileName)) {
      problem = 'its files import each other in a cycle';
      return;
    }
    visiting.add(file.fileName);
    for (const {declaration, target} of file.local) {
      const specifier = (declaration.moduleSpecifier as ts.StringLiteral).text;
      if (!target) {
        problem = `imports ${specifier}, which no block of its page is`;
        return;
      }
      const clause = declaration.importClause;
      const bindings = clause?.namedBindings;
      if (!clause || clause.name || (bindings && !ts.isNamedImports(bindings))) {
        problem = `imports ${specifier} as a default, namespace or side-effect import`;
        return;
      }
      if (bindings?.elements.some((e) => e.propertyName && e.propertyName.text !== e.name.text)) {
        problem = `imports a name of ${specifier} under another name`;
        return;
      }
      visit(parsed.get(target)!);
    }
    visiting.delete(file.fileName);
    order.push(file);
  };
  visit(main);
  if (problem) return {reason: problem};

  // One file has one scope: every top-level name must come from one place
  // (a declaration, or one export of one package), and the inlined files'
  // package imports go on top, once per name, unless the block imports it itself.
  const deps = order.slice(0, -1);
  // A package imported whole under a name that another file declares (9.x's
  // `import * as trpc from '@trpc/server'` beside the client's `trpc`) is
  // renamed in the inlined file that imports it: `trpcServer`.
  const renames = new Map<ParsedFile, Map<string, string>>();
  const origins = new Map<string, string>();
  const header: string[] = [];
  const bodies: string[] = [];
  let clash: string | undefined;
  const claim = (name: string, origin: string, file: ParsedFile, whole: string | undefined) => {
    const had = origins.get(name);
    if (had !== undefined && had !== origin) {
      if (whole && file !== main) {
        const renamed = `${name}${whole.charAt(0).toUpperCase()}${whole.slice(1)}`;
        if (!origins.has(renamed)) {
          renames.set(file, new Map([...(renames.get(file) ?? []), [name, renamed]]));
          origins.set(renamed, origin);
          return;
        }
      }
      clash ??= name;
    }
    origins.set(name, origin);
  };
  const wholeName = (specifier: string) =>
    (specifier.split('/').pop() ?? '').replace(/[^A-Za-z0-9]+(.)/g, (_, c: string) => c.toUpperCase());
  // Declarations first, then the block's imports: they keep their names.
  const inOne = [main, ...order.slice(0, -1)];
  for (const file of inOne)
    for (const name of topLevelNames(file, {withImports: false}))
      claim(name, `declared in ${file.fileName}`, file, undefined);
  for (const file of inOne) {
    for (const s of file.source.statements.filter(ts.isImportDeclaration)) {
      const specifier = (s.moduleSpecifier as ts.StringLiteral).text;
      if (specifier.startsWith('.') || !s.importClause) continue;
      const clause = s.importClause;
      if (clause.name) claim(clause.name.text, `${specifier}:default`, file, wholeName(specifier));
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings))
        claim(bindings.name.text, `${specifier}:*`, file, wholeName(specifier));
      if (bindings && ts.isNamedImports(bindings))
        bindings.elements.forEach((e) =>
          claim(e.name.text, `${specifier}:${(e.propertyName ?? e.name).text}`, file, undefined),
        );
    }
  }
  if (clash) return {reason: `\`${clash}\` means different things in two of the files it needs`};
  const mainImports = new Set(
    main.source.statements
      .filter(ts.isImportDeclaration)
      .flatMap((s) =>
        topLevelNames({...main, source: {statements: [s]} as unknown as ts.SourceFile}, {withImports: true}),
      ),
  );
  const hoisted = new Set<string>();
  for (const file of deps) {
    const statements = file.source.statements.filter(ts.isImportDeclaration);
    for (const s of statements) {
      const specifier = (s.moduleSpecifier as ts.StringLiteral).text;
      if (specifier.startsWith('.')) continue;
      const clause = s.importClause;
      if (!clause) {
        if (!header.includes(s.getText())) header.push(s.getText());
        continue;
      }
      const parts: string[] = [];
      const renamed = renames.get(file);
      const as = (name: string) => renamed?.get(name) ?? name;
      const fresh = (name: string) => !mainImports.has(as(name)) && !hoisted.has(as(name)) && hoisted.add(as(name));
      const type = clause.isTypeOnly ? 'type ' : '';
      if (clause.name && fresh(clause.name.text))
        header.push(`import ${type}${as(clause.name.text)} from '${specifier}';`);
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings) && fresh(bindings.name.text))
        header.push(`import ${type}* as ${as(bindings.name.text)} from '${specifier}';`);
      if (bindings && ts.isNamedImports(bindings))
        for (const e of bindings.elements) if (fresh(e.name.text)) parts.push(e.getText());
      if (parts.length > 0) header.push(`import ${type}{${parts.join(', ')}} from '${specifier}';`);
    }
    bodies.push(
      `// ${path.relative('/page', file.fileName)}\n${withoutStatements(file, statements, renames.get(file)).trim()}`,
    );
  }
  const ownCode = withoutStatements(
    main,
    main.local.map((l) => l.declaration),
  );
  const hasCut = findCutLine(ownCode.split('\n')) >= 0;
  const code = [...header, '', ...bodies.flatMap((b) => [b, '']), hasCut ? ownCode : `${CUT_MARKER}\n${ownCode}`].join(
    '\n',
  );
  return {code: code.replace(/^\n+/, '')};
}

/** The language the checker compiles a block as: its title's extension, else its fence's (./project.ts). */
export function playgroundLang(snippet: Snippet): Snippet['lang'] {
  const ext = /\.(tsx|jsx|ts|js)$/.exec(snippet.title ?? '')?.[1] as Snippet['lang'] | undefined;
  return ext ?? snippet.lang;
}

const FILETYPES: Record<Snippet['lang'], string | undefined> = {ts: undefined, tsx: 'tsx', js: 'js', jsx: 'jsx'};

/** What the playground shows where the checker's cut marker was. */
export const SETUP_NOTE = '// Set-up the page does not show ends here; its example follows.';

/**
 * A block's code laid out for a reader in the playground: every import first (the setup's,
 * then the block's own), then the setup, then the block, the checker's `// ---cut---` said in
 * words. Imports are hoisted in a module anyway, so the code means the same.
 */
export function playgroundLayout(code: string): string {
  const lines = code.split('\n');
  const cut = findCutLine(lines);
  if (cut < 0) return code;
  const split = (text: string) => {
    const source = ts.createSourceFile('part.tsx', text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const imports = source.statements.filter(ts.isImportDeclaration);
    return {imports: imports.map((s) => s.getText()), rest: withoutStatements({code: text, source}, imports).trim()};
  };
  const setup = split(lines.slice(0, cut).join('\n'));
  const shown = split(lines.slice(cut + 1).join('\n'));
  const imports = [...setup.imports, ...shown.imports];
  return [imports.join('\n'), setup.rest, `${SETUP_NOTE}\n${shown.rest}`].filter((part) => part !== '').join('\n\n');
}

/** The link for a block's code (from playgroundSource), pinned to `version`'s packages. */
export function playgroundUrl(repoRoot: string, version: VersionLabel, lang: Snippet['lang'], code: string): string {
  const pinned = pinImports(playgroundLayout(code), (pkg) => pinnedVersion(repoRoot, version, pkg));
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(PLAYGROUND_OPTIONS)) query.set(key, String(value));
  const filetype = FILETYPES[lang];
  if (filetype) query.set('filetype', filetype);
  return `${PLAYGROUND_ORIGIN}?${query.toString()}#code/${LZString.compressToEncodedURIComponent(pinned)}`;
}

export interface DecodedPlayground {
  code: string;
  /** Compiler options as the playground reads them from the query. */
  options: Record<string, boolean | number>;
  filetype: Snippet['lang'];
}

/** Reads a link back as the playground does; a link it cannot read is an Error. */
export function decodePlaygroundUrl(url: string): DecodedPlayground {
  const parsed = new URL(url);
  if (`${parsed.origin}${parsed.pathname}` !== PLAYGROUND_ORIGIN) throw new Error(`not a playground link: ${url}`);
  if (!parsed.hash.startsWith('#code/')) throw new Error(`no #code/ in ${url}`);
  const code = LZString.decompressFromEncodedURIComponent(parsed.hash.slice('#code/'.length));
  if (!code) throw new Error(`the code of ${url.slice(0, 80)}… does not decode`);
  const options: Record<string, boolean | number> = {};
  parsed.searchParams.forEach((value, key) => {
    if (key === 'filetype') return;
    options[key] = value === 'true' ? true : value === 'false' ? false : Number.parseInt(value, 10);
  });
  const filetype = parsed.searchParams.get('filetype');
  return {code, options, filetype: filetype === 'tsx' || filetype === 'js' || filetype === 'jsx' ? filetype : 'ts'};
}
