/**
 * axe-core for every spec: one builder that reports violations only. axe still runs every
 * rule on every node, but skips collecting the nodes that pass, which took about a quarter of
 * each run (2.8 s → 2.0 s on a doc page, 2.1 → 1.5 s on the home page).
 *
 * Legacy mode runs axe in the page itself. The default opens a second, blank page to merge
 * the frames' partial results, which cost more than axe's rules (1.9 s → 0.85 s a run on a
 * doc page, 2026-11-28). What legacy mode gives up is testing cross-origin frames, and the
 * tests have none: the fixture blocks every host but the local server, and the site's own
 * pages embed no frame of their own origin.
 */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import type {AxeResults, RunOptions} from 'axe-core';

export const axe = (page: Page, options: RunOptions = {}) =>
  new AxeBuilder({page}).options({...options, resultTypes: ['violations']}).setLegacyMode(true);

/** The serious and critical ones of a run's violations, each with the first few elements it names. */
export function serious(violations: AxeResults['violations']): string[] {
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(', ')}`,
    );
}

/** Runs axe, whose rules must be those of 4.14 or newer (label-content-name-mismatch among them), and returns `serious`. */
export async function seriousViolations(builder: AxeBuilder): Promise<string[]> {
  const {violations, testEngine} = await builder.analyze();
  const [major, minor] = testEngine.version.split('.').map(Number);
  if (!(major! > 4 || (major === 4 && minor! >= 14)))
    throw new Error(`axe-core ${testEngine.version} is older than 4.14`);
  return serious(violations);
}
