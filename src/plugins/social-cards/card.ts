/**
 * The social preview card of a page, as SVG: the page title and its section
 * on the brand background. Pure, so it is unit-tested; rendering to PNG is
 * render.ts's business.
 */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** Characters per title line at the title's size, for DejaVu Sans Bold. */
const LINE_CHARS = 24;
const MAX_LINES = 3;

export const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({'<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;'})[c]!);

/** Greedy word wrap into at most three lines; a longer title ends in an ellipsis. */
export function wrapTitle(title: string, lineChars = LINE_CHARS, maxLines = MAX_LINES): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.trim().split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= lineChars || !line) {
      line = next;
      continue;
    }
    lines.push(line);
    line = word;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, lineChars - 1).trimEnd()}…`;
  return kept;
}

export function cardSvg({title, section}: {title: string; section: string}): string {
  const lines = wrapTitle(title);
  const titleY = 330 - ((lines.length - 1) * 84) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#10293c"/><stop offset="1" stop-color="#1d4d70"/></linearGradient></defs>
<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#bg)"/>
<rect x="0" y="${CARD_HEIGHT - 12}" width="${CARD_WIDTH}" height="12" fill="#398ccb"/>
<g transform="translate(80 72) scale(1.25)"><rect width="64" height="64" rx="14" fill="#398ccb"/><path d="M20 24h24M32 24v20" stroke="#fff" stroke-width="6" stroke-linecap="round"/><circle cx="20" cy="44" r="4" fill="#fff"/><circle cx="44" cy="44" r="4" fill="#fff"/></g>
<text x="190" y="128" font-family="DejaVu Sans" font-weight="700" font-size="44" fill="#ffffff">tRPC</text>
<text x="80" y="${titleY - 96}" font-family="DejaVu Sans" font-weight="700" font-size="30" letter-spacing="2" fill="#8fc3ea">${escapeXml(section.toUpperCase())}</text>
${lines.map((line, i) => `<text x="80" y="${titleY + i * 84}" font-family="DejaVu Sans" font-weight="700" font-size="68" fill="#ffffff">${escapeXml(line)}</text>`).join('\n')}
<text x="80" y="${CARD_HEIGHT - 56}" font-family="DejaVu Sans" font-size="28" fill="#bfdcf2">End-to-end typesafe APIs made easy</text>
</svg>`;
}
