import vm from 'node:vm';
import {describe, expect, it, vi} from 'vitest';
import {needsRetiringWorker, PWA_PLUGIN_NAME} from './index';
import {RETIRING_WORKER} from './script';

describe('the retiring service worker', () => {
  it('is written only when no PWA plugin writes /sw.js', () => {
    expect(needsRetiringWorker(['docusaurus-plugin-content-docs', PWA_PLUGIN_NAME])).toBe(false);
    expect(needsRetiringWorker(['docusaurus-plugin-content-docs'])).toBe(true);
  });

  it('installs at once, then deletes the caches, unregisters and reloads the open pages', async () => {
    const listeners: Record<string, (event: {waitUntil: (p: Promise<unknown>) => void}) => void> = {};
    const deleted: string[] = [];
    const navigated: string[] = [];
    const self = {
      addEventListener: (type: string, fn: (typeof listeners)[string]) => (listeners[type] = fn),
      skipWaiting: vi.fn(),
      registration: {unregister: vi.fn(async () => true)},
      clients: {matchAll: async () => [{url: 'https://trpc.io/docs', navigate: (u: string) => navigated.push(u)}]},
    };
    const caches = {
      keys: async () => ['workbox-precache-v2', 'trpc-offline-pages'],
      delete: async (key: string) => deleted.push(key),
    };
    vm.runInNewContext(RETIRING_WORKER, {self, caches, Promise});
    listeners.install!({waitUntil: () => {}});
    expect(self.skipWaiting).toHaveBeenCalled();
    let done: Promise<unknown> = Promise.resolve();
    listeners.activate!({waitUntil: (p) => (done = p)});
    await done;
    expect(deleted).toEqual(['workbox-precache-v2', 'trpc-offline-pages']);
    expect(self.registration.unregister).toHaveBeenCalled();
    expect(navigated).toEqual(['https://trpc.io/docs']);
  });
});
