import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {BUILD_NODE_OPTION, withBuildHeap} from './build-heap';

const scripts = (
  JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;

describe('the build heap', () => {
  it('is the flag of the package scripts that build, ahead of the caller’s NODE_OPTIONS', () => {
    for (const name of ['build', 'build:e2e']) {
      expect(scripts[name], name).toContain(`NODE_OPTIONS="${BUILD_NODE_OPTION} $NODE_OPTIONS" `);
    }
  });

  it('goes ahead of the caller’s NODE_OPTIONS, so that theirs wins', () => {
    expect(withBuildHeap({NODE_OPTIONS: '--max-old-space-size=4096', X: '1'})).toEqual({
      NODE_OPTIONS: `${BUILD_NODE_OPTION} --max-old-space-size=4096`,
      X: '1',
    });
    expect(withBuildHeap({}).NODE_OPTIONS).toBe(BUILD_NODE_OPTION);
  });
});
