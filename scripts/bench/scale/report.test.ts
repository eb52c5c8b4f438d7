import {describe, expect, it} from 'vitest';
import {
  childCpuSeconds,
  cpuMsPerPage,
  markdownTable,
  msPerPage,
  niceMax,
  roundsTable,
  svgChart,
  type ScaleRow,
} from './report';

const row = (factor: number, seconds: number, rss: number): ScaleRow => ({
  factor,
  docsPages: {'10.x': 71 * factor},
  cold: {seconds, peakRssGB: rss, loadBefore: 'load 1', loadAfter: 'load 2'},
  warm: {seconds: seconds / 2, peakRssGB: rss / 2, loadBefore: 'load 1', loadAfter: 'load 2'},
  htmlPages: 200 * factor,
  redirectPages: 300 * factor,
  htmlBytes: 10 * 1024 * 1024 * factor,
  js: {raw: 4 * 1024 * 1024, gzip: 1024 * 1024},
  searchIndex: {'current.json': {raw: 3 * 1024 * 1024 * factor, gzip: 300 * 1024 * factor}},
  firstSearch: {
    indexFiles: ['current.json'],
    chunkFiles: ['assets/js/1.js'],
    indexGzip: 300 * 1024 * factor,
    chunksGzip: 50 * 1024,
    total: 300 * 1024 * factor + 50 * 1024,
  },
});

describe('bench:scale report', () => {
  it('gives build time per rendered page in ms', () => {
    expect(msPerPage(row(1, 200, 1).cold, 200)).toBe(1000);
    expect(msPerPage(row(1, 200, 1).cold, 0)).toBe(0);
  });

  it('prints one table row per factor with the goals’ figures', () => {
    const table = markdownTable([row(1, 200, 1.5), row(5, 1500, 2.5)]).split('\n');
    expect(table).toHaveLength(4);
    expect(table[2]).toContain('| 1× | 200 (+ 300) | 200 s | 1000 |');
    expect(table[3]).toContain('| 5× | 1000 (+ 1500) | 1500 s | 1500 |');
    expect(markdownTable([{...row(1, 200, 1.5), playgroundPages: 480}])).toContain('| 1× | 200 (+ 300, 480) | 200 s |');
    expect(table[3]).toContain('2.50 / 1.25 GB');
    expect(table[3]).toContain('1550 KB (index 1500 KB + modal 50 KB) |');
    const split = row(5, 1500, 2.5);
    split.firstSearch = {...split.firstSearch, indexGzip: 150 * 1024, total: 200 * 1024, thenGzip: 1350 * 1024};
    expect(markdownTable([split])).toContain('200 KB (index 150 KB + modal 50 KB), then body text 1350 KB |');
  });

  it("reads the build tree's CPU time from bash's times, and refuses anything else", () => {
    expect(childCpuSeconds('0m0.01s 0m0.00s\n2m3.50s 0m10.25s\n')).toBeCloseTo(133.75);
    expect(() => childCpuSeconds('0m0.01s 0m0.00s\n')).toThrow(/CPU time/);
    expect(() => childCpuSeconds('')).toThrow(/CPU time/);
  });

  it('gives CPU ms per page when the CPU time was recorded, a dash in the table otherwise', () => {
    const measured = {...row(1, 200, 1), cold: {...row(1, 200, 1).cold, cpuSeconds: 300}};
    expect(cpuMsPerPage(measured.cold, 200)).toBe(1500);
    expect(cpuMsPerPage(row(1, 200, 1).cold, 200)).toBeUndefined();
    const [, , line] = markdownTable([measured]).split('\n');
    expect(line).toContain('| 300 s / 1500 |');
    expect(line).toContain('| – |');
    expect(svgChart([measured, row(2, 420, 1.8)]).match(/<polyline /g)).toHaveLength(6);
  });

  it('rounds axes up to 1, 2 or 5 times a power of ten', () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(1.3)).toBe(2);
    expect(niceMax(3)).toBe(5);
    expect(niceMax(720)).toBe(1000);
  });

  it('draws both charts with a point per factor and the 3 GB goal', () => {
    const svg = svgChart([row(1, 200, 1.5), row(2, 420, 1.8), row(5, 1500, 2.5)]);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.match(/<polyline /g)).toHaveLength(4);
    expect(svg.match(/<circle /g)).toHaveLength(12);
    expect(svg).toContain('goal ≤ 3');
    expect(svg).not.toContain('NaN');
  });

  it('gives one line per round of interleaved builds, the largest factor against the smallest, then the medians', () => {
    const timed = (factor: number, seconds: number, cpu: number, rss: number, benchmarkIndex?: number): ScaleRow => {
      const base = row(factor, seconds, rss);
      return {...base, cold: {...base.cold, cpuSeconds: cpu, benchmarkIndex}};
    };
    // Per page: 1× at 200 pages, 5× at 1000 pages.
    const table = roundsTable([
      [timed(1, 200, 300, 1.5, 1200), timed(5, 1100, 1500, 2.6, 1100)], // +10 % wall, 0 % CPU
      [timed(5, 900, 1400, 2.9, 900), timed(1, 200, 300, 1.4, 1000)], // built in the other order: −10 %, −7 %
      [timed(1, 100, 300, 1.5), timed(5, 500, 1650, 2.5)], // 0 %, +10 %
    ]).split('\n');
    expect(table).toHaveLength(6);
    expect(table[0]).toBe(
      '| Round | 1× cold ms/page (CPU) | 5× cold ms/page (CPU) | 5× against 1×, wall (CPU) | 5× peak RSS cold / warm | benchmarkIndex 1× / 5× |',
    );
    expect(table[2]).toBe('| 1 | 1000 (1500) | 1100 (1500) | +10 % (0 %) | 2.60 / 1.30 GB | 1200 / 1100 |');
    expect(table[3]).toBe('| 2 | 1000 (1500) | 900 (1400) | −10 % (−7 %) | 2.90 / 1.45 GB | 1000 / 900 |');
    expect(table[4]).toBe('| 3 | 500 (1500) | 500 (1650) | 0 % (+10 %) | 2.50 / 1.25 GB | – / – |');
    expect(table[5]).toBe('| median of 3 | 1000 | 900 | 0 % (0 %) | highest 2.90 GB | 900–1200 |');
  });

  it('gives no rounds table without two factors to compare', () => {
    expect(roundsTable([])).toBe('');
    expect(roundsTable([[], []])).toBe('');
    expect(roundsTable([[row(1, 200, 1)], [row(1, 210, 1)]])).toBe('');
  });
});
