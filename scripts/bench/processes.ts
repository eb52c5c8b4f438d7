/** Child processes of the benchmarks: wall time and peak memory, servers started and stopped. */
import {execFileSync, spawn} from 'node:child_process';
import path from 'node:path';
import net from 'node:net';

/** A port nothing listens on, so a stray server cannot answer for ours. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const {port} = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** Stops a detached child and everything it started. */
export function stop(pid: number | undefined): void {
  try {
    if (pid) process.kill(-pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

export async function waitFor(url: string, seconds: number): Promise<void> {
  for (let i = 0; i < seconds * 4; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

function treeRssKB(root: number): number {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,rss='], {encoding: 'utf8'})
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number, number]);
  const children = new Map<number, number[]>();
  for (const [pid, ppid] of rows) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const rss = new Map(rows.map(([pid, , kb]) => [pid, kb]));
  let total = 0;
  const stack = [root];
  while (stack.length > 0) {
    const pid = stack.pop()!;
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

export interface Measured {
  seconds: number;
  peakRssGB: number;
}

/** Runs `command` to completion (or until `until` resolves, then stops it). */
export function measure(command: string, args: string[], cwd: string, until?: () => Promise<void>): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, {cwd, stdio: 'ignore', detached: true});
    let peak = 0;
    const timer = setInterval(() => {
      try {
        peak = Math.max(peak, treeRssKB(child.pid!));
      } catch {
        // The process may end between two polls.
      }
    }, 250);
    const done = (code: number | null) => {
      clearInterval(timer);
      if (code !== 0 && !until) reject(new Error(`${command} ${args.join(' ')} exited with ${code}`));
      else resolve({seconds: (performance.now() - started) / 1000, peakRssGB: peak / 1024 / 1024});
    };
    child.on('exit', done);
    const stop = () => {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // Already gone.
      }
    };
    until?.().then(stop, (error: unknown) => {
      stop();
      reject(error);
    });
  });
}

/**
 * Serves a build folder with gzip on 127.0.0.1 (scripts/serve, detached: end
 * it with `stop(pid)`), once it answers.
 */
export async function serveBuild(dir: string): Promise<{origin: string; pid: number | undefined}> {
  const port = await freePort();
  const child = spawn('npx', ['tsx', 'scripts/serve', '--port', String(port), '--dir', dir, '--gzip'], {
    cwd: path.resolve(__dirname, '../..'),
    stdio: 'ignore',
    detached: true,
  });
  await waitFor(`http://127.0.0.1:${port}/`, 60);
  return {origin: `http://127.0.0.1:${port}`, pid: child.pid};
}
