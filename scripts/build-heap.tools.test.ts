/**
 * A test of the tool, not of the site (npm run test:tools): does this Node's V8 still grow a
 * heap capped at the build's size half as far as a large one? Run when Node changes.
 */
import {execFile} from 'node:child_process';
import {promisify} from 'node:util';
import {describe, expect, it} from 'vitest';
import {BUILD_HEAP_MB, BUILD_NODE_OPTION} from './build-heap';

const run = promisify(execFile);

describe('the build heap', () => {
  // The reason for the flag (build-heap.ts): below 2,048 MB, V8 lets the old space grow half as far
  // past what survived a full collection. Its own trace says by how much at most: the first
  // collection, before it has measured any speed, gets the largest factor. If this Node gives the
  // build's heap the same factor as a large one, the flag no longer does its job.
  it('lets the old space grow half as far as V8’s default for a large heap', async () => {
    const program = `const live = []; for (let i = 0; i < 4e5; i++) live.push({a: 'x'.repeat(900) + i});`;
    const largestFactor = async (flag: string) => {
      const {stdout} = await run(process.execPath, ['--trace-gc-verbose', flag, '-e', program], {env: {}});
      const factor = /\[HeapController\] factor (\d+(?:\.\d+)?)/.exec(stdout)?.[1];
      expect(factor, `V8's trace with ${flag} names no growing factor`).toBeDefined();
      return Number(factor);
    };
    expect(await largestFactor('--max-old-space-size=4096')).toBe(4);
    expect(await largestFactor(BUILD_NODE_OPTION)).toBeLessThanOrEqual(2);
    // The flag's value must stay below V8's threshold for the build's heap to get the smaller factor.
    expect(BUILD_HEAP_MB).toBeLessThan(2048);
  }, 30_000);
});
