/**
 * What a block of 9.x code uses, read from its syntax tree with the TypeScript compiler
 * (the parser the snippet checker compiles the same code with), and which entries of the
 * mapping (./mapping.ts) recognise it. Pure: code in, names out.
 */
import ts from 'typescript';
import type {ArgKind, MappingEntry, MappingSection, Recogniser} from './mapping';

export interface MethodCall {
  method: string;
  /** The object's name when it is a plain name (`emit` in `emit.data(x)`). */
  receiver: string | undefined;
  args: ArgKind[];
}

export interface Uses {
  /** Every name in the code: values, types, object keys, imported names. */
  identifiers: Set<string>;
  calls: MethodCall[];
  modules: Set<string>;
}

function argKind(arg: ts.Expression): ArgKind {
  if (ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg)) return 'string';
  if (ts.isArrayLiteralExpression(arg)) return 'array';
  if (ts.isObjectLiteralExpression(arg)) {
    const hasResolve = arg.properties.some((p) => p.name && ts.isIdentifier(p.name) && p.name.text === 'resolve');
    return hasResolve ? 'procedure' : 'object';
  }
  return 'other';
}

/** The uses of one block of code (`tsx` for JSX). */
export function usesOf(code: string, lang: 'ts' | 'tsx' | 'js' | 'jsx' = 'ts'): Uses {
  const kind = {ts: ts.ScriptKind.TS, tsx: ts.ScriptKind.TSX, js: ts.ScriptKind.JS, jsx: ts.ScriptKind.JSX}[lang];
  const file = ts.createSourceFile(`block.${lang}`, code, ts.ScriptTarget.Latest, true, kind);
  const uses: Uses = {identifiers: new Set(), calls: [], modules: new Set()};
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node)) uses.identifiers.add(node.text);
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier)
      if (ts.isStringLiteral(node.moduleSpecifier)) uses.modules.add(node.moduleSpecifier.text);
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const target = node.expression.expression;
      uses.calls.push({
        method: node.expression.name.text,
        receiver: ts.isIdentifier(target) ? target.text : undefined,
        args: node.arguments.map(argKind),
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return uses;
}

/** The uses of several blocks, as one. */
export function mergeUses(all: readonly Uses[]): Uses {
  return {
    identifiers: new Set(all.flatMap((u) => [...u.identifiers])),
    calls: all.flatMap((u) => u.calls),
    modules: new Set(all.flatMap((u) => [...u.modules])),
  };
}

function callMatches(call: MethodCall, r: Extract<Recogniser, {method: string}>): boolean {
  if (call.method !== r.method) return false;
  if (r.receiver !== undefined && call.receiver !== r.receiver) return false;
  if (r.arity !== undefined && call.args.length !== r.arity) return false;
  if (r.args && r.args.some((kind, i) => call.args[i] !== kind)) return false;
  if (r.without && call.args.includes(r.without)) return false;
  return true;
}

export function recognises(r: Recogniser, uses: Uses): boolean {
  if ('identifier' in r) return uses.identifiers.has(r.identifier);
  if ('module' in r)
    return r.module.endsWith('/') ? [...uses.modules].some((m) => m.startsWith(r.module)) : uses.modules.has(r.module);
  return uses.calls.some((call) => callMatches(call, r));
}

/**
 * The cheat sheet's section a docs page is about, from its path below the version's folder
 * (`client/react/useQuery.mdx` → `react`); undefined for a page about none of them.
 */
export function sectionOfPage(pageInVersion: string): string | undefined {
  const areas: [RegExp, string][] = [
    [/^client\/nextjs\//, 'nextjs'],
    [/^client\/react\//, 'react'],
    [/^client\//, 'client'],
    [/^server\//, 'server'],
  ];
  return areas.find(([area]) => area.test(pageInVersion))?.[1];
}

/**
 * The mapping's entries that the code uses, in the cheat sheet's order, except that the
 * section `first` (what the page is about: a hook page's React APIs) leads.
 */
export function entriesUsed(uses: Uses, mapping: readonly MappingSection[], first?: string): MappingEntry[] {
  const sections = [...mapping.filter((s) => s.id === first), ...mapping.filter((s) => s.id !== first)];
  return sections.flatMap((section) =>
    section.entries.filter((entry) => entry.recognisers.some((r) => recognises(r, uses))),
  );
}
