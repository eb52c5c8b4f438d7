/** The figures of `npm run bench:scale` (../scale.ts) as a Markdown table and an SVG chart: pure functions. */
import {median} from '../lighthouse';

export interface BuildRun {
  seconds: number;
  /** User + system CPU seconds of the build's process tree (absent in rows measured before it was recorded). */
  cpuSeconds?: number;
  peakRssGB: number;
  /** `uptime`'s load averages before and after the build. */
  loadBefore: string;
  loadAfter: string;
  /** Lighthouse's benchmarkIndex of the machine just before the build (absent in rows measured before it was recorded). */
  benchmarkIndex?: number;
}

export interface Bytes {
  raw: number;
  gzip: number;
}

export interface ScaleRow {
  factor: number;
  /** When the cold build started (ISO) and the commit of the checkout: rows merged from several runs keep theirs. */
  measuredAt?: string;
  commit?: string;
  /** Docs pages (Markdown sources) per docs version, as written into the synthetic site. */
  docsPages: Record<string, number>;
  cold: BuildRun;
  warm: BuildRun;
  /** Pages rendered by the build (redirect and playground pages not counted): the "per page" of the times. */
  htmlPages: number;
  /** The client-redirects plugin's small HTML files. */
  redirectPages: number;
  /**
   * The playground pages (/play/<id>, one per checked sample). Rows measured before they were
   * told apart have none, and counted the ones larger than 2 KB in `htmlPages`.
   */
  playgroundPages?: number;
  /** Every HTML file, redirects included. */
  htmlBytes: number;
  js: Bytes;
  /** Each search index file (path under search-index/) with its size. */
  searchIndex: Record<string, Bytes>;
  /**
   * What a reader downloads for the first search on a 10.x page: the index (its head) and the modal's
   * chunks (gzip); then, for searches of every word, the index's body text (rows measured before the
   * index was split have none).
   */
  firstSearch: {
    indexFiles: string[];
    chunkFiles: string[];
    indexGzip: number;
    chunksGzip: number;
    total: number;
    thenFiles?: string[];
    thenGzip?: number;
  };
}

export const msPerPage = (run: BuildRun, pages: number) => (pages > 0 ? (run.seconds * 1000) / pages : 0);
export const cpuMsPerPage = (run: BuildRun, pages: number) =>
  run.cpuSeconds !== undefined && pages > 0 ? (run.cpuSeconds * 1000) / pages : undefined;

/** The children's line of bash's `times` (`0m1.5s 0m0.2s`, second line) → user + system seconds. */
export function childCpuSeconds(times: string): number {
  const line = times.trim().split('\n')[1] ?? '';
  const parts = [...line.matchAll(/(\d+)m([\d.]+)s/g)].map((m) => Number(m[1]) * 60 + Number(m[2]));
  if (parts.length !== 2) throw new Error(`Cannot read the CPU time from bash's times: "${times.trim()}"`);
  return parts[0]! + parts[1]!;
}

const cpuCell = (run: BuildRun, pages: number) => {
  const ms = cpuMsPerPage(run, pages);
  return ms === undefined ? '–' : `${run.cpuSeconds!.toFixed(0)} s / ${ms.toFixed(0)}`;
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** One row per factor, the goals' columns first. */
export function markdownTable(rows: readonly ScaleRow[]): string {
  const head = [
    'Factor',
    'HTML pages (+ redirects, playground pages)',
    'Cold build',
    'Cold ms/page',
    'Cold CPU / ms per page',
    'Warm build',
    'Warm ms/page',
    'Warm CPU / ms per page',
    'Peak RSS cold / warm',
    'HTML',
    'JS raw / gzip',
    'Search index per version, raw / gzip',
    'First search (gzip)',
  ];
  const lines = rows.map((row) => [
    `${row.factor}×`,
    `${row.htmlPages} (+ ${row.redirectPages}${row.playgroundPages === undefined ? '' : `, ${row.playgroundPages}`})`,
    `${row.cold.seconds.toFixed(0)} s`,
    msPerPage(row.cold, row.htmlPages).toFixed(0),
    cpuCell(row.cold, row.htmlPages),
    `${row.warm.seconds.toFixed(0)} s`,
    msPerPage(row.warm, row.htmlPages).toFixed(0),
    cpuCell(row.warm, row.htmlPages),
    `${row.cold.peakRssGB.toFixed(2)} / ${row.warm.peakRssGB.toFixed(2)} GB`,
    mb(row.htmlBytes),
    `${mb(row.js.raw)} / ${mb(row.js.gzip)}`,
    Object.entries(row.searchIndex)
      .map(([file, size]) => `${file} ${kb(size.raw)} / ${kb(size.gzip)}`)
      .join('; '),
    `${kb(row.firstSearch.total)} (index ${kb(row.firstSearch.indexGzip)} + modal ${kb(row.firstSearch.chunksGzip)})${
      row.firstSearch.thenGzip ? `, then body text ${kb(row.firstSearch.thenGzip)}` : ''
    }`,
  ]);
  return [head, head.map(() => '---'), ...lines].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

/** A ratio as a change in whole percent: `+10 %`, `−7 %`, `0 %`. */
const percent = (ratio: number) => {
  const change = Math.round((ratio - 1) * 100);
  return `${change > 0 ? '+' : change < 0 ? '−' : ''}${Math.abs(change)} %`;
};

/**
 * `--rounds N`: one line per round of interleaved builds (each round builds every factor in turn), the
 * smallest factor against the largest, then the medians. "Against" is the largest factor's cold time per
 * page over the smallest's in the same round, so a machine that slows down between rounds moves both.
 */
export function roundsTable(rounds: ReadonlyArray<readonly ScaleRow[]>): string {
  const pairs = rounds
    .filter((rows) => rows.length > 0)
    .map((rows) => {
      const sorted = [...rows].sort((a, b) => a.factor - b.factor);
      return {small: sorted[0]!, large: sorted[sorted.length - 1]!};
    })
    .filter(({small, large}) => small.factor !== large.factor);
  if (pairs.length === 0) return '';
  const {small, large} = pairs[0]!;
  const wall = (row: ScaleRow) => msPerPage(row.cold, row.htmlPages);
  const cpu = (row: ScaleRow) => cpuMsPerPage(row.cold, row.htmlPages);
  const cpuRatio = (pair: (typeof pairs)[number]) => {
    const [before, after] = [cpu(pair.small), cpu(pair.large)];
    return before && after !== undefined ? after / before : undefined;
  };
  const index = (run: BuildRun) => (run.benchmarkIndex === undefined ? '–' : String(run.benchmarkIndex));
  const head = [
    'Round',
    `${small.factor}× cold ms/page (CPU)`,
    `${large.factor}× cold ms/page (CPU)`,
    `${large.factor}× against ${small.factor}×, wall (CPU)`,
    `${large.factor}× peak RSS cold / warm`,
    `benchmarkIndex ${small.factor}× / ${large.factor}×`,
  ];
  const cell = (row: ScaleRow) => `${wall(row).toFixed(0)} (${cpu(row)?.toFixed(0) ?? '–'})`;
  const lines = pairs.map((pair, i) => {
    const ratio = cpuRatio(pair);
    return [
      String(i + 1),
      cell(pair.small),
      cell(pair.large),
      `${percent(wall(pair.large) / wall(pair.small))} (${ratio === undefined ? '–' : percent(ratio)})`,
      `${pair.large.cold.peakRssGB.toFixed(2)} / ${pair.large.warm.peakRssGB.toFixed(2)} GB`,
      `${index(pair.small.cold)} / ${index(pair.large.cold)}`,
    ];
  });
  const cpuRatios = pairs.map(cpuRatio).filter((r): r is number => r !== undefined);
  const indexes = pairs.flatMap((p) => [p.small.cold.benchmarkIndex, p.large.cold.benchmarkIndex]);
  const known = indexes.filter((n): n is number => n !== undefined);
  lines.push([
    `median of ${pairs.length}`,
    `${median(pairs.map((p) => wall(p.small))).toFixed(0)}`,
    `${median(pairs.map((p) => wall(p.large))).toFixed(0)}`,
    `${percent(median(pairs.map((p) => wall(p.large) / wall(p.small))))} (${
      cpuRatios.length ? percent(median(cpuRatios)) : '–'
    })`,
    `highest ${Math.max(...pairs.map((p) => Math.max(p.large.cold.peakRssGB, p.large.warm.peakRssGB))).toFixed(2)} GB`,
    known.length ? `${Math.min(...known)}–${Math.max(...known)}` : '–',
  ]);
  return [head, head.map(() => '---'), ...lines].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

interface Series {
  label: string;
  colour: string;
  dashed?: boolean;
  points: Array<[number, number]>;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A round upper bound for an axis: 1, 2 or 5 times a power of ten. */
export function niceMax(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 5, 10].map((m) => m * power).find((n) => n >= value) ?? 10 * power;
}

/** One line chart of `series` against the factor, in a box at (x, y). */
function panel(x: number, y: number, title: string, unit: string, factors: number[], series: Series[], goal?: number) {
  const width = 300;
  const height = 180;
  const maxX = Math.max(...factors);
  const top = niceMax(Math.max(goal ?? 0, ...series.flatMap((s) => s.points.map(([, v]) => v))));
  const px = (factor: number) => x + 40 + ((factor - 1) / Math.max(1, maxX - 1)) * (width - 60);
  const py = (value: number) => y + 30 + (1 - value / top) * (height - 60);
  const parts: string[] = [
    `<text x="${x + 40}" y="${y + 16}" font-weight="bold">${escapeXml(`${title} (${unit})`)}</text>`,
    `<line x1="${x + 40}" y1="${py(0)}" x2="${x + width - 20}" y2="${py(0)}" stroke="#555"/>`,
    `<line x1="${x + 40}" y1="${py(0)}" x2="${x + 40}" y2="${py(top)}" stroke="#555"/>`,
    `<text x="${x + 34}" y="${py(top) + 4}" text-anchor="end">${top}</text>`,
    `<text x="${x + 34}" y="${py(0) + 4}" text-anchor="end">0</text>`,
    `<line x1="${x + 40}" y1="${py(top / 2)}" x2="${x + width - 20}" y2="${py(top / 2)}" stroke="#ddd"/>`,
    `<text x="${x + 34}" y="${py(top / 2) + 4}" text-anchor="end">${top / 2}</text>`,
    ...factors.map((f) => `<text x="${px(f)}" y="${py(0) + 16}" text-anchor="middle">${f}×</text>`),
  ];
  if (goal !== undefined) {
    parts.push(
      `<line x1="${x + 40}" y1="${py(goal)}" x2="${x + width - 20}" y2="${py(goal)}" stroke="#b00" stroke-dasharray="2 3"/>`,
      `<text x="${x + width - 20}" y="${py(goal) - 4}" text-anchor="end" fill="#b00">goal ≤ ${goal}</text>`,
    );
  }
  series.forEach((s, i) => {
    const points = s.points.map(([f, v]) => `${px(f).toFixed(1)},${py(v).toFixed(1)}`).join(' ');
    parts.push(
      `<polyline points="${points}" fill="none" stroke="${s.colour}" stroke-width="2"${s.dashed ? ' stroke-dasharray="6 4"' : ''}/>`,
      ...s.points.map(
        ([f, v]) => `<circle cx="${px(f).toFixed(1)}" cy="${py(v).toFixed(1)}" r="3" fill="${s.colour}"/>`,
      ),
      `<text x="${x + 44 + (i % 2) * 120}" y="${y + height + 8 + Math.floor(i / 2) * 13}" fill="${s.colour}">${escapeXml(s.label)}</text>`,
    );
  });
  return parts.join('\n');
}

/** Build time per page and peak RSS against the factor, cold and warm, side by side (bench/RESULTS.md's plot). */
export function svgChart(rows: readonly ScaleRow[]): string {
  const factors = rows.map((row) => row.factor);
  const line = (pick: (row: ScaleRow) => number) => rows.map((row): [number, number] => [row.factor, pick(row)]);
  const withCpu = rows.filter((r) => r.cold.cpuSeconds !== undefined);
  const cpuLine = (pick: (row: ScaleRow) => number | undefined) =>
    withCpu.map((row): [number, number] => [row.factor, pick(row) ?? 0]);
  const time = panel(0, 0, 'Build time per rendered page', 'ms', factors, [
    {label: 'wall cold', colour: '#1f5fa8', points: line((r) => msPerPage(r.cold, r.htmlPages))},
    {label: 'wall warm (dashed)', colour: '#1f5fa8', dashed: true, points: line((r) => msPerPage(r.warm, r.htmlPages))},
    ...(withCpu.length > 0
      ? [
          {label: 'CPU cold', colour: '#c05a00', points: cpuLine((r) => cpuMsPerPage(r.cold, r.htmlPages))},
          {
            label: 'CPU warm (dashed)',
            colour: '#c05a00',
            dashed: true,
            points: cpuLine((r) => cpuMsPerPage(r.warm, r.htmlPages)),
          },
        ]
      : []),
  ]);
  const memory = panel(
    320,
    0,
    'Peak RSS of the build',
    'GB',
    factors,
    [
      {label: 'cold', colour: '#2b7a3d', points: line((r) => r.cold.peakRssGB)},
      {label: 'warm (dashed)', colour: '#2b7a3d', dashed: true, points: line((r) => r.warm.peakRssGB)},
    ],
    3,
  );
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="215" viewBox="0 0 640 215" font-family="sans-serif" font-size="11">',
    '<title>npm run bench:scale: build time per page and peak RSS against the size of the site</title>',
    '<rect width="640" height="215" fill="#fff"/>',
    time,
    memory,
    '</svg>',
    '',
  ].join('\n');
}
