import {describe, expect, it} from 'vitest';
import {minimumWords, STUB_MARKERS} from '../content-minimums';
import routes from '../routes.json';
import {readRoute} from './html';
import {articleProse, countWords} from './prose';

const CONTENT = [...routes.docs_10x, ...routes.docs_9x, ...routes.blog]
  .map((route) => [route, minimumWords(route)] as const)
  .filter((entry): entry is readonly [string, number] => entry[1] !== null);

describe('every content page teaches', () => {
  it.each(CONTENT)('%s has at least %i words of prose and no stub marker', (route, minimum) => {
    const prose = articleProse(readRoute(route));
    expect(countWords(prose)).toBeGreaterThanOrEqual(minimum);
    for (const marker of STUB_MARKERS) expect(prose).not.toMatch(marker);
  });
});
