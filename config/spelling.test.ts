/** The spelling gate is cspell, and a step of `npm test` (cspell's own behaviour: spelling.tools.test.ts). */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const ROOT = path.resolve(__dirname, '..');

describe('the spelling check', () => {
  it('is cspell, and a step of npm test', () => {
    const {scripts} = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    expect(scripts['test:spelling']).toMatch(/^cspell\b/);
    expect(scripts['test:static']).toMatch(/^run-p .*\btest:spelling\b/);
    expect(scripts.test.split(' && ')).toContain('npm run test:static');
  });
});
