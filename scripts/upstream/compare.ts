/**
 * The guarded upstream files of a checkout (./files.ts) against the record of the last review
 * (tests/upstream-files.json): what the drift test fails on and what `npm run upgrade:check`
 * reports after installing another Docusaurus.
 */
import type {Guard} from './guarded';
import type {Recorded} from './files';

export interface Drift {
  /** Guarded files whose content differs from the record ('missing' when the release dropped one). */
  changed: Guard[];
  /** Files the site now depends on that the record does not hold. */
  added: string[];
  /** Recorded files the site no longer depends on. */
  dropped: string[];
}

export function compareWithRecord(recorded: Recorded, guards: Guard[], hashOf: (upstream: string) => string): Drift {
  const now = new Set(guards.map((g) => g.upstream));
  return {
    changed: guards.filter(
      (g) => g.upstream in recorded.files && recorded.files[g.upstream]!.sha256 !== hashOf(g.upstream),
    ),
    added: [...now].filter((upstream) => !(upstream in recorded.files)).sort(),
    dropped: Object.keys(recorded.files)
      .filter((upstream) => !now.has(upstream))
      .sort(),
  };
}
