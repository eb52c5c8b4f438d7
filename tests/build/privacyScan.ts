/**
 * What the built code can keep in a reader's browser or contact, found in the build itself (issue 34):
 * every localStorage/sessionStorage key, Cache Storage name and cookie its JavaScript (bundles, the
 * service worker, the pages' inline scripts) can write, and every other host it can request. The code
 * is minified, so a key is followed from the call to where it is made:
 *
 * - a string literal, a template literal or `"x".concat(…)` (a family: `docusaurus.tab.…`);
 * - a variable: its nearest binding in the file (`let a="trpc.offlineReading"`, or a conditional of them);
 * - a module's export (`r.uo`): the bundler's export map of that module (`uo:()=>a`), then its binding;
 * - a wrapper that takes the key as a parameter (Docusaurus's storage slots, our `storage` helper,
 *   DocSearch's recent searches, Workbox's cache names): the INDIRECTIONS below, each followed to the
 *   keys its callers pass.
 *
 * A storage call whose key none of these resolves is returned as unresolved, so the test fails listing
 * it rather than passing silently.
 */
import fs from 'node:fs';
import path from 'node:path';
import {htmlFiles} from '../../src/built-site/files';

export type Kind = 'storage' | 'cache' | 'cookie' | 'host';

export interface Found {
  kind: Kind;
  /** The key, cache or cookie name (a family ends in `…`), or a host's origin. */
  name: string;
  file: string;
}

export interface Unresolved {
  kind: Kind;
  file: string;
  /** The code around the call. */
  context: string;
}

interface Source {
  file: string;
  code: string;
}

/** The build's code: its bundles, its service workers and every distinct inline script of its pages. */
export function buildSources(buildDir: string): Source[] {
  const js = path.join(buildDir, 'assets/js');
  const sources: Source[] = fs
    .readdirSync(js)
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({file: `assets/js/${f}`, code: fs.readFileSync(path.join(js, f), 'utf8')}));
  for (const f of fs.readdirSync(buildDir).filter((f) => /(^|\.)sw\.js$/.test(f)))
    sources.push({file: f, code: fs.readFileSync(path.join(buildDir, f), 'utf8')});
  const inline = new Set<string>();
  for (const file of htmlFiles(buildDir)) {
    const html = fs.readFileSync(file, 'utf8');
    for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g))
      if (m[1]!.trim()) inline.add(m[1]!);
  }
  [...inline].forEach((code, i) => sources.push({file: `inline script ${i + 1}`, code}));
  return sources;
}

/** A string the code can produce: exact, or a family known by its prefix. */
interface Str {
  value: string;
  family: boolean;
}

const IDENT = /^[\w$]+(?:\.[\w$]+)?/;

/** Reads a quoted or template literal at `i`: its value (a template's up to its first `${`) and where it ends. */
function literal(code: string, i: number): {str: Str; end: number} | null {
  const quote = code[i];
  if (quote !== '"' && quote !== "'" && quote !== '`') return null;
  let value = '';
  let family = false;
  let j = i + 1;
  while (j < code.length && code[j] !== quote) {
    if (code[j] === '\\') {
      const next = code[j + 1]!;
      value += next === 'u' ? String.fromCharCode(parseInt(code.slice(j + 2, j + 6), 16)) : next;
      j += next === 'u' ? 6 : 2;
      continue;
    }
    if (quote === '`' && code.startsWith('${', j)) {
      family = true;
      let depth = 0;
      for (; j < code.length; j++) {
        if (code[j] === '{') depth++;
        else if (code[j] === '}' && --depth === 0) break;
      }
      j++;
      // Only the prefix is known; read on to the closing backtick.
      while (j < code.length && code[j] !== '`') j++;
      break;
    }
    if (!family) value += code[j];
    j++;
  }
  let end = j + 1;
  if (code.startsWith('.concat(', end)) {
    family = true;
    end = code.indexOf(')', end) + 1;
  }
  return {str: {value, family}, end};
}

/** The strings an expression at `i` can be (`null` or `void 0` branches left out), or null when unknown. */
function strings(sources: Source[], source: Source, i: number, depth = 0): Str[] | null {
  if (depth > 4) return null;
  const code = source.code;
  // A template that starts with a constant: `${c}?id=${id}`.
  const head = /^`\$\{([\w$]+(?:\.[\w$]+)?)\}/.exec(code.slice(i, i + 80));
  if (head) {
    const base = strings(sources, source, i + 3, depth + 1);
    return base && base.map((b) => ({value: b.value, family: true}));
  }
  const lit = literal(code, i);
  // `${key}` says nothing about the key: as unknown as a parameter.
  if (lit) return lit.str.value === '' ? null : [lit.str];
  const id = IDENT.exec(code.slice(i))?.[0];
  if (!id) return null;
  const after = i + id.length;
  // A conditional: `n?`docusaurus.tab.${n}`:null`.
  if (code[after] === '?') {
    const yes = literal(code, after + 1);
    if (yes && code[yes.end] === ':') {
      const no = code.startsWith('null', yes.end + 1) || code.startsWith('void 0', yes.end + 1);
      const other = no ? [] : strings(sources, source, yes.end + 1, depth + 1);
      return other ? [yes.str, ...other] : null;
    }
  }
  if (id === 'null') return [];
  // A call of a local function that returns a string: `u(i)` with `u=e=>`docs-preferred-version-${e}``.
  if (code[after] === '(' && !id.includes('.')) {
    const fn = nearestBinding(code, id, i) ?? nearestFunction(code, id, i);
    const body = fn === null ? null : /^(?:[\w$]+|\([\w$,]*\))=>|^\([\w$,]*\)\{return ?/.exec(code.slice(fn));
    return body ? strings(sources, source, fn! + body[0].length, depth + 1) : null;
  }
  if (id.includes('.')) {
    const [object, name] = id.split('.') as [string, string];
    return exported(sources, moduleOf(code, object, i), name, depth);
  }
  const binding = nearestBinding(code, id, i);
  // A parameter of the function around the call is the caller's to give: an indirection's.
  if (binding === null || (nearestParameter(code, id, i) ?? -1) > binding) return null;
  return strings(sources, source, binding, depth + 1);
}

/** Where the nearest function before `before` that takes `name` as a parameter starts (`function(e,t){`, `e=>`). */
function nearestParameter(code: string, name: string, before: number): number | null {
  const n = name.replace(/\$/g, '\\$');
  const re = new RegExp(
    `(?:(?:(?<!(?:if|while|switch|for))\\(|,)${n}(?:=[^,()]*)?(?:,[\\w$=]+)*\\)(?:=>|\\{)|(?<![\\w$.])${n}=>)`,
    'g',
  );
  let found: number | null = null;
  for (const m of code.slice(0, before).matchAll(re)) found = m.index;
  return found;
}

/** Where the parameters of the nearest `function name(` before `before` start. */
function nearestFunction(code: string, name: string, before: number): number | null {
  let found: number | null = null;
  for (const m of code.slice(0, before).matchAll(new RegExp(`function ${name.replace(/\$/g, '\\$')}(?=\\()`, 'g')))
    found = m.index + m[0].length;
  return found;
}

/** Where the value of the nearest binding of `name` before `before` starts (`let a=…`, `,a=…`). */
function nearestBinding(code: string, name: string, before: number): number | null {
  const re = new RegExp(`(?:let |const |var |[,;{(])${name.replace(/\$/g, '\\$')}=(?![=>])`, 'g');
  let found: number | null = null;
  for (const m of code.slice(0, before).matchAll(re)) found = m.index + m[0].length;
  return found;
}

/** The module id a variable holds (`r=t(2594)`, the nearest such binding: minified names are reused), for `r.uo`. */
function moduleOf(code: string, object: string, before: number): string | null {
  const re = new RegExp(`(?:let |const |var |[,;{(])${object.replace(/\$/g, '\\$')}=[\\w$]+\\((\\d+)\\)`, 'g');
  let id: string | null = null;
  for (const m of code.slice(0, before).matchAll(re)) id = m[1]!;
  return id;
}

/** A module's code, from its header in any chunk (`2594(e,n,t){`). */
function moduleCode(sources: Source[], id: string | null): {source: Source; start: number} | null {
  if (!id) return null;
  const header = new RegExp(`(?:^|[,{])${id}(?:\\([\\w$]+,[\\w$]+,[\\w$]+\\)\\{|:function\\()`);
  for (const source of sources) {
    const m = header.exec(source.code);
    if (m) return {source, start: m.index + m[0].length};
  }
  return null;
}

/** The names a module exports, each with the local it stands for (`t.d(n,{uo:()=>a})`). */
function exportMap(code: string, start: number): Map<string, string> {
  const map = new Map<string, string>();
  const m = /\.d\([\w$]+,\{([^}]*)\}/.exec(code.slice(start, start + 4000));
  for (const pair of m?.[1]?.split(',') ?? []) {
    const [name, local] = pair.split(':()=>');
    if (name && local) map.set(name.replace(/"/g, ''), local);
  }
  return map;
}

function exported(sources: Source[], id: string | null, name: string, depth: number): Str[] | null {
  const module = moduleCode(sources, id);
  if (!module) return null;
  const local = exportMap(module.source.code, module.start).get(name);
  if (!local) return null;
  const re = new RegExp(`(?:let |const |var |[,;{])${local.replace(/\$/g, '\\$')}=(?![=>])`);
  const m = re.exec(module.source.code.slice(module.start));
  return m ? strings(sources, module.source, module.start + m.index + m[0].length, depth + 1) : null;
}

/** A function that takes the key as a parameter, and how its callers are found. */
interface Indirection {
  what: string;
  /** Text inside the wrapper, next to its storage call. */
  marker: RegExp;
  /**
   * The calls that pass it a key, as a pattern whose match ends where the key starts; `$EXPORTS` stands for
   * the names the wrapper's module exports (`(0,i.Wf)("theme")`); its first group, when there is one,
   * is the variable that must hold that module.
   */
  callers: string;
  /** Callers only in the wrapper's own file (a library bundled as one module). */
  sameFile?: boolean;
  /** How far from the call the marker may be (400 characters unless said). */
  reach?: number;
  /** Or, for a wrapper whose names are made inside it, those names. */
  names?: (code: string) => string[];
}

export const INDIRECTIONS: Indirection[] = [
  {
    what: "Docusaurus's storage slots (createStorageSlot, useStorageSlot)",
    marker: /Docusaurus storage error/,
    callers: '\\(0,([\\w$]+)\\.(?:$EXPORTS)\\)\\(',
  },
  {
    what: "offline reading's storage helper (src/plugins/offline-reading/environment.ts)",
    marker: /localStorage\.getItem\(e\)\}catch\{return null\}/,
    callers: '([\\w$]+)\\.(?:$EXPORTS)\\.(?:get|set)\\(',
  },
  {
    what: "DocSearch's recent and favourite searches",
    marker: /localStorage\.setItem\(e,JSON\.stringify\(t\)\)/,
    // createStoredSearches({key, limit}).
    callers: '[\\w$]+\\(\\{key:(?=[^,]+,limit:)',
    sameFile: true,
  },
  {
    what: "the Algolia client's cache of hosts in the browser (DocSearch's search client)",
    marker: /"algolia-client-js-"\.concat\(/,
    reach: 1500,
    callers: '',
    names: () => ['algolia-client-js-…'],
  },
  {
    what: 'offline reading counts the files of the precache: it opens the caches `caches.keys()` lists whose names start so',
    marker: /caches\.keys\(\)\)\.filter\([\w$]+=>[\w$]+\.startsWith\("workbox-precache"\)\)/,
    callers: '',
    // It opens only caches that exist: no new name.
    names: () => [],
  },
  {
    what: "Workbox's caches in the service worker: the precache (workbox-precache-v2-<scope>) and each strategy's cacheName",
    marker: /self\.caches\.open\(/,
    callers: '',
    names: (code) => [
      ...(/precache:"precache-v2",prefix:"workbox"/.test(code) ? ['workbox-precache-v2-…'] : []),
      ...[...code.matchAll(/cacheName:"([^"]+)"/g)].map((m) => m[1]!),
    ],
  },
];

const STORAGE_CALL = /\.(setItem|getItem|removeItem)\(/g;

/** The module around `i` (from the nearest header before it), for an indirection's exports. */
function enclosingModule(code: string, i: number): {id: string; start: number} | null {
  let found: {id: string; start: number} | null = null;
  for (const m of code.slice(0, i).matchAll(/(?:^|[,{])(\d+)\([\w$]+,[\w$]+,[\w$]+\)\{/g))
    found = {id: m[1]!, start: m.index + m[0].length};
  return found;
}

export interface Scan {
  found: Found[];
  unresolved: Unresolved[];
}

const context = (code: string, i: number) => code.slice(Math.max(0, i - 120), i + 80).replace(/\s+/g, ' ');

export function scanBuild(buildDir: string): Scan {
  const sources = buildSources(buildDir);
  const found: Found[] = [];
  const unresolved: Unresolved[] = [];
  const add = (kind: Kind, file: string, strs: Str[]) => {
    for (const s of strs) found.push({kind, file, name: s.family ? `${s.value}…` : s.value});
  };
  const followed = new Set<Indirection>();

  /** Follows an unresolved call into its indirection, once per indirection; false when none fits. */
  const follow = (kind: Kind, source: Source, at: number): boolean => {
    const {code} = source;
    const via = INDIRECTIONS.find((ind) =>
      ind.marker.test(code.slice(Math.max(0, at - (ind.reach ?? 400)), at + (ind.reach ?? 400))),
    );
    if (!via) return false;
    if (followed.has(via)) return true;
    followed.add(via);
    if (via.names) {
      for (const name of via.names(code)) found.push({kind, file: source.file, name});
      return true;
    }
    const module = enclosingModule(code, at);
    const exports = module ? [...exportMap(code, module.start).keys()] : [];
    const pattern = via.callers.replace('$EXPORTS', exports.map((e) => e.replace(/\$/g, '\\$')).join('|') || '(?!)');
    for (const caller of via.sameFile ? [source] : sources)
      for (const c of caller.code.matchAll(new RegExp(pattern, 'g'))) {
        if (c[1] && moduleOf(caller.code, c[1], c.index) !== module?.id) continue;
        const keys = strings(sources, caller, c.index + c[0].length);
        if (keys) add(kind, caller.file, keys);
        else unresolved.push({kind, file: caller.file, context: context(caller.code, c.index)});
      }
    return true;
  };

  for (const source of sources) {
    const {code, file} = source;
    for (const m of code.matchAll(STORAGE_CALL)) {
      const start = m.index + m[0].length;
      // Storage's setItem takes two arguments, getItem and removeItem one: other objects' methods are not storage.
      if (code[start] === ')') continue;
      const strs = strings(sources, source, start);
      if (strs) {
        add('storage', file, strs);
        continue;
      }
      if (m[1] === 'setItem' && !hasSecondArgument(code, start)) continue;
      // Removing a key keeps nothing (DocSearch frees space by removing its own keys by pattern).
      if (m[1] === 'removeItem') continue;
      if (!follow('storage', source, m.index))
        unresolved.push({kind: 'storage', file, context: context(code, m.index)});
    }
    for (const m of code.matchAll(/caches\.open\(/g)) {
      const strs = strings(sources, source, m.index + m[0].length);
      if (strs) add('cache', file, strs);
      else if (!follow('cache', source, m.index))
        unresolved.push({kind: 'cache', file, context: context(code, m.index)});
    }
    for (const m of code.matchAll(/document\.cookie=(?!=)/g)) {
      const name = /^["'`]([^=;"'`$]+)=/.exec(code.slice(m.index + m[0].length))?.[1];
      if (name) found.push({kind: 'cookie', file, name});
      else unresolved.push({kind: 'cookie', file, context: context(code, m.index)});
    }
    // What the code requests: fetch, script or image sources, beacons, imported worker scripts.
    for (const m of code.matchAll(/(?:\bfetch\(|\.src=|sendBeacon\(|importScripts\(|setAttribute\("src",)/g)) {
      for (const s of strings(sources, source, m.index + m[0].length) ?? []) {
        const origin = /^(https?:)?\/\/[^/?#"'`]+/.exec(s.value)?.[0];
        if (origin) found.push({kind: 'host', file, name: origin.startsWith('//') ? `https:${origin}` : origin});
      }
    }
  }
  return {found, unresolved};
}

/** Whether the call whose arguments start at `i` has a second argument (a comma at depth 0). */
function hasSecondArgument(code: string, i: number): boolean {
  let depth = 0;
  for (let j = i; j < code.length; j++) {
    const ch = code[j];
    if (ch === '(' || ch === '[' || ch === '{') depth++;
    else if (ch === ')' || ch === ']' || ch === '}') {
      if (depth === 0) return false;
      depth--;
    } else if (ch === ',' && depth === 0) return true;
  }
  return false;
}
