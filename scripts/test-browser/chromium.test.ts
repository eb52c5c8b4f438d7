import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, expect, it} from 'vitest';

const wrapper = path.join(__dirname, 'chromium');
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'test-browser-'));
// A stand-in browser that prints the arguments it was given, one per line.
const echo = path.join(folder, 'browser');
fs.writeFileSync(echo, '#!/usr/bin/env bash\nprintf "%s\\n" "$@"\n', {mode: 0o755});
afterAll(() => fs.rmSync(folder, {recursive: true, force: true}));

/** The features the wrapper adds, as it writes them. */
const OURS = 'WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup';

const launch = (...args: string[]) =>
  execFileSync(wrapper, args, {env: {...process.env, CHROMIUM_PATH: echo}, encoding: 'utf8'})
    .trimEnd()
    .split('\n');

it("keeps Playwright's disabled features and adds the omnibox popup's, in one switch (Chromium reads only the last)", () => {
  const args = launch('--no-sandbox', '--disable-features=PaintHolding,MediaRouter', '--headless', 'data:,');
  expect(args.filter((a) => a.startsWith('--disable-features='))).toEqual([
    `--disable-features=PaintHolding,MediaRouter,${OURS}`,
  ]);
  // Every other argument as it came, in its order, spaces and all.
  expect(args.slice(0, -1)).toEqual(['--no-sandbox', '--headless', 'data:,']);
});

it('merges every --disable-features it is given, and adds its own when there is none', () => {
  expect(launch('--disable-features=A', '--disable-features=B').at(-1)).toBe(`--disable-features=A,B,${OURS}`);
  expect(launch('--user-agent=a b')).toEqual(['--user-agent=a b', `--disable-features=${OURS}`]);
});

it('says which browser is missing, and how to get one', () => {
  let stderr = '';
  try {
    execFileSync(wrapper, [], {env: {...process.env, CHROMIUM_PATH: path.join(folder, 'none')}, stdio: 'pipe'});
  } catch (error) {
    stderr = String((error as {stderr: Buffer}).stderr);
  }
  expect(stderr).toContain(
    `No Chromium at ${path.join(folder, 'none')}: install Debian's (apt-get install chromium-headless-shell chromium)`,
  );
});
