/**
 * What /privacy lists, read from the served page: every `<code>` of its main
 * column (hosts, storage keys, caches, cookies). A name ending in `…` or `*`
 * stands for its family; a host `https://*.x` for the subdomains of x.
 */
import type {APIRequestContext} from '@playwright/test';

export async function privacyNames(request: APIRequestContext): Promise<string[]> {
  const html = await (await request.get('/privacy')).text();
  const main = html.slice(html.indexOf('<main'));
  return [...main.matchAll(/<code>([^<]*)<\/code>/g)].map((m) =>
    m[1]!
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'"),
  );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `name` (a key, cache, cookie or origin) is on the list. */
export function listed(names: readonly string[], name: string): boolean {
  return names.some((entry) => {
    if (/[…*]$/.test(entry) && !entry.startsWith('https://')) return name.startsWith(entry.slice(0, -1));
    if (entry.startsWith('https://*.')) return new RegExp(`^https://[\\w-]+\\.${escape(entry.slice(10))}$`).test(name);
    return entry === name;
  });
}
