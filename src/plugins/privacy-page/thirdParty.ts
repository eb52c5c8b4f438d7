/**
 * What /privacy lists of each third party. The site's own table of them is
 * config/host.ts, which the Content-Security-Policy is written from too.
 */
export type Directive = 'script-src' | 'connect-src' | 'img-src' | 'frame-src' | 'report-uri';

export interface Source {
  host: string;
  why: string;
}

export interface ThirdParty {
  name: string;
  /** What it does for the reader or the maintainers. */
  purpose: string;
  /** When a page contacts it. */
  when: string;
  /** How a reader keeps it from loading. */
  optOut: string;
  sources: Partial<Record<Directive, Source[]>>;
  /** Cookies its script sets on this site, by name (a name ending in `*` stands for its family). */
  cookies?: Array<{name: string; why: string}>;
}

/** Each host once, with every reason it is contacted for (a host can serve several directives). */
export function reasonsByHost(sources: readonly Source[]): Array<{host: string; reasons: string[]}> {
  const byHost = new Map<string, string[]>();
  for (const {host, why} of sources) {
    const reasons = byHost.get(host) ?? [];
    if (!reasons.includes(why)) reasons.push(why);
    byHost.set(host, reasons);
  }
  return [...byHost].map(([host, reasons]) => ({host, reasons}));
}
