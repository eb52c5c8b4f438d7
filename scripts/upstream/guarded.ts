/**
 * Which upstream files the site depends on in a way a Docusaurus upgrade can
 * silently break, so that ./drift.test.ts can notice when one
 * changes. A theme component of ours (src/theme/**, src/plugins/<name>/theme/**)
 * guards the upstream component it stands for when it
 * - replaces or ejects it (it does not import `@theme-original/<Name>`): our
 *   copy no longer follows upstream fixes;
 * - wraps it while the theme does not mark wrapping it safe: the wrapper
 *   relies on its props or markup, which may change in any release.
 * Any source file that imports a theme's private `lib/` file (a CSS module, an
 * internal hook's file) guards that file too.
 */

export interface OurComponent {
  /** The component's name, as in `@theme/<name>`: `CodeBlock/Content`. */
  name: string;
  /** Our file, relative to the repository. */
  file: string;
  source: string;
}

export type SwizzleAction = 'safe' | 'unsafe' | 'forbidden';

export interface Guard {
  /** The upstream file, relative to node_modules. */
  upstream: string;
  reason: string;
  /** Our files that depend on it. */
  ours: string[];
}

/** `@theme-original/X` or `@theme-init/X` in an import: a wrapper of X. */
export function wraps(component: OurComponent): boolean {
  const escaped = component.name.replace(/[/]/g, '\\/');
  return new RegExp(`['"]@theme-(original|init)/${escaped}['"]`).test(component.source);
}

/** Imports of a Docusaurus package's private files, static or dynamic: `@docusaurus/theme-classic/lib/…`. */
export function privateImports(source: string): string[] {
  return [...source.matchAll(/(?:from\s+|import\(\s*)['"](@docusaurus\/[\w-]+\/lib\/[^'"]+)['"]/g)].map((m) => m[1]!);
}

export function guardedFiles(
  components: readonly OurComponent[],
  /** The installed upstream file of a component (node_modules-relative), or null if no theme has it. */
  upstreamOf: (name: string) => string | null,
  /** The theme's swizzle config: how safe wrapping a component is; unlisted ones count as unsafe. */
  wrapSafety: (name: string) => SwizzleAction | undefined,
  /** Every source file of ours that may import private theme files. */
  sources: ReadonlyArray<{file: string; source: string}>,
): Guard[] {
  const guards = new Map<string, Guard>();
  const add = (upstream: string, reason: string, ours: string) => {
    const guard = guards.get(upstream) ?? {upstream, reason, ours: []};
    if (!guard.ours.includes(ours)) guard.ours.push(ours);
    guards.set(upstream, guard);
  };
  for (const component of components) {
    const upstream = upstreamOf(component.name);
    if (!upstream) continue; // a component of our own, not standing for any
    if (!wraps(component)) add(upstream, 'replaced or ejected', component.file);
    else if ((wrapSafety(component.name) ?? 'unsafe') !== 'safe')
      add(upstream, 'wrapped, not marked safe to wrap', component.file);
  }
  for (const {file, source} of sources) {
    for (const request of privateImports(source)) add(request, 'private file imported', file);
  }
  return [...guards.values()].sort((a, b) => a.upstream.localeCompare(b.upstream));
}
