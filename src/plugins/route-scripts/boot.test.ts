import {describe, expect, it} from 'vitest';
import {BOOT_SCRIPT} from './boot';

type Callback = () => void;

/** A preload link: its href property is resolved, its attribute is as written. */
const preloadLink = (href: string) => ({href: `http://site${href}`, getAttribute: (name: string) => (name === 'href' ? href : null)});
type PaintListener = (list: {getEntriesByName: (name: string) => unknown[]}, observer: {disconnect: Callback}) => void;

/**
 * Runs the boot script against a stand-in browser: a document that records
 * the scripts added to it, frames, tasks and paint reports that the test
 * hands out one by one.
 */
function browser({visibilityState = 'visible', painted = false, reportsPaints = true} = {}) {
  const listeners = new Map<string, Callback[]>();
  let frames: Callback[] = [];
  let tasks: Array<{callback: Callback; delay: number}> = [];
  let paintListeners: PaintListener[] = [];
  const added: Array<{src: string; async: boolean; onerror?: () => void}> = [];
  const document = {
    visibilityState,
    addEventListener: (type: string, listener: Callback) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    querySelectorAll: (selector: string) =>
      selector === 'link[data-boot]' ? ['/runtime.js', '/main.js', '/page.js'].map(preloadLink) : [],
    createElement: () => ({src: '', async: true}),
    head: {
      appendChild: (script: {src: string; async: boolean; parentNode?: unknown}) => {
        script.parentNode = document.head;
        added.push(script);
      },
      removeChild: (script: {parentNode?: unknown}) => {
        script.parentNode = null;
        added.splice(added.indexOf(script as never), 1);
      },
    },
  };
  const fcp = () => (painted ? [{name: 'first-contentful-paint'}] : []);
  class PerformanceObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(private readonly listener: PaintListener) {}
    observe() {
      paintListeners.push(this.listener);
    }
    disconnect() {
      paintListeners = paintListeners.filter((listener) => listener !== this.listener);
    }
  }
  const window = {PerformanceObserver: reportsPaints ? PerformanceObserver : undefined};
  new Function('window', 'document', 'performance', 'PerformanceObserver', 'requestAnimationFrame', 'setTimeout', BOOT_SCRIPT)(
    window,
    document,
    {getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? fcp() : [])},
    window.PerformanceObserver,
    (callback: Callback) => frames.push(callback),
    (callback: Callback, delay = 0) => tasks.push({callback, delay}),
  );
  return {
    document,
    added,
    fire: (type: string) => listeners.get(type)?.forEach((listener) => listener()),
    nextFrame: () => frames.splice(0).forEach((callback) => callback()),
    /** Runs the tasks due within `ms`. */
    tasks: (ms = 0) => {
      const due = tasks.filter((task) => task.delay <= ms);
      tasks = tasks.filter((task) => task.delay > ms);
      due.forEach((task) => task.callback());
    },
    paint: () => {
      painted = true;
      for (const listener of [...paintListeners]) {
        listener({getEntriesByName: fcp}, {disconnect: () => (paintListeners = paintListeners.filter((l) => l !== listener))});
      }
    },
  };
}

/** The src attributes as written in the HTML, which is how the bundler recognises its chunks' scripts. */
const ALL = ['/runtime.js', '/main.js', '/page.js'].map((src) => expect.objectContaining({src, async: false}));

describe('the boot script', () => {
  it('adds the preloaded bundles as ordered scripts two frames after the parsed page was painted', () => {
    const b = browser({painted: true});
    expect(b.added).toEqual([]);
    b.fire('DOMContentLoaded');
    b.nextFrame();
    b.nextFrame();
    expect(b.added).toEqual([]);
    b.tasks();
    expect(b.added).toEqual(ALL);
  });

  it('waits for the first paint to be reported before counting frames', () => {
    const b = browser({painted: false});
    b.fire('DOMContentLoaded');
    b.nextFrame();
    b.nextFrame();
    b.tasks();
    expect(b.added).toEqual([]);
    b.paint();
    b.nextFrame();
    b.nextFrame();
    b.tasks();
    expect(b.added).toEqual(ALL);
    // The fallback timer finds it started, and starts nothing twice.
    b.tasks(1000);
    b.nextFrame();
    b.nextFrame();
    b.tasks();
    expect(b.added).toEqual(ALL);
  });

  it('goes by frames alone after a second without a paint, or where paints are not reported', () => {
    const silent = browser({painted: false});
    silent.fire('DOMContentLoaded');
    silent.tasks(1000);
    silent.nextFrame();
    silent.nextFrame();
    silent.tasks();
    expect(silent.added).toEqual(ALL);

    const older = browser({reportsPaints: false});
    older.fire('DOMContentLoaded');
    older.nextFrame();
    older.nextFrame();
    older.tasks();
    expect(older.added).toEqual(ALL);
  });

  it('takes a bundle that failed to load out of the page, so that the bundler loads it itself', () => {
    const b = browser({visibilityState: 'hidden'});
    b.fire('DOMContentLoaded');
    const main = b.added[1]!;
    main.onerror!.call(main);
    expect(b.added).toEqual([ALL[0], ALL[2]]);
    // The bundler's own handler may have taken it out already.
    expect(() => main.onerror!.call(main)).not.toThrow();
  });

  it('starts a hidden page at once, since it draws no frames', () => {
    const b = browser({visibilityState: 'hidden'});
    b.fire('DOMContentLoaded');
    expect(b.added).toEqual(ALL);
  });

  it('starts a page hidden while it waits, and only once', () => {
    const b = browser({painted: true});
    b.fire('DOMContentLoaded');
    b.nextFrame();
    b.document.visibilityState = 'hidden';
    b.fire('visibilitychange');
    expect(b.added).toEqual(ALL);
    b.nextFrame();
    b.tasks();
    expect(b.added).toEqual(ALL);
  });
});
