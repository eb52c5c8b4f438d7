import vm from 'node:vm';
import {describe, expect, it} from 'vitest';
import {BOOT_RECOVERY_SCRIPT, FLOATING_STYLE, LOAD_FAILURE_EVENT} from './script';

/** Runs the script against a tiny DOM and returns what it did after each error. */
function harness({hydrated = false} = {}) {
  const listeners: Array<(event: {target: unknown}) => void> = [];
  const appended: Array<{src: string}> = [];
  const inserted: unknown[] = [];
  const element = (tagName: string) => ({
    tagName,
    children: [] as unknown[],
    attributes: {} as Record<string, string>,
    setAttribute(name: string, value: string) {
      this.attributes[name] = value;
    },
    appendChild(child: unknown) {
      this.children.push(child);
    },
  });
  const document = {
    documentElement: {getAttribute: (name: string) => (name === 'data-has-hydrated' && hydrated ? 'true' : null)},
    body: {firstChild: null, insertBefore: (node: unknown) => inserted.push(node)},
    head: {appendChild: (node: {src: string}) => appended.push(node)},
    getElementById: () => (inserted.length ? inserted[0] : null),
    createElement: element,
    addEventListener: () => {},
  };
  const window = {
    addEventListener: (_: string, fn: (event: {target: unknown}) => void) => listeners.push(fn),
    location: {reload() {}},
  };
  vm.runInNewContext(BOOT_RECOVERY_SCRIPT, {window, document});
  const fail = (src: string, tagName = 'SCRIPT') =>
    listeners[0]!({target: {tagName, src: `http://x${src}`, getAttribute: () => src}});
  return {fail, appended, inserted};
}

describe('boot recovery script', () => {
  it('retries the main bundle once, then shows a notice with a Reload button', () => {
    const {fail, appended, inserted} = harness();
    fail('/assets/js/main.1a2b3c.js');
    expect(appended.map((s) => s.src)).toEqual(['/assets/js/main.1a2b3c.js']);
    expect(inserted).toHaveLength(0);
    fail('/assets/js/main.1a2b3c.js');
    expect(appended).toHaveLength(1);
    expect(inserted).toHaveLength(1);
    const notice = inserted[0] as {
      attributes: Record<string, string>;
      children: Array<{tagName: string; textContent: string}>;
    };
    expect(notice.attributes.role).toBe('alert');
    expect(notice.children.map((c) => c.textContent)).toContain('Reload');
  });

  it('retries the runtime too, and leaves other hosts and elements alone', () => {
    const {fail, appended, inserted} = harness();
    fail('/assets/js/runtime~main.9f8e.js');
    fail('https://platform.twitter.com/widgets.js');
    fail('/assets/js/main.1a2b3c.js', 'IMG');
    expect(appended.map((s) => s.src)).toEqual(['/assets/js/runtime~main.9f8e.js']);
    expect(inserted).toHaveLength(0);
  });

  it('shows the notice at once when a chunk of the page fails before hydration: the bundler will not load it again', () => {
    const {fail, appended, inserted} = harness();
    fail('/assets/js/17896441.abc.js');
    expect(appended).toHaveLength(0);
    expect(inserted).toHaveLength(1);
  });

  it('leaves a chunk that fails after hydration to the bundler', () => {
    const {fail, appended, inserted} = harness({hydrated: true});
    fail('/assets/js/17896441.abc.js');
    expect(appended).toHaveLength(0);
    expect(inserted).toHaveLength(0);
  });
});

/** The script after hydration, with its listeners by event type and a body that holds what it appends. */
function hydratedPage({dialogOpen = false, hydrated = true} = {}) {
  let isHydrated = hydrated;
  const timers: Array<() => void> = [];
  const on: Record<string, Array<(event: unknown) => void>> = {};
  const listen = (type: string, fn: (event: unknown) => void) => (on[type] ??= []).push(fn);
  const body = {
    firstChild: null,
    children: [] as Array<{id: string; attributes: Record<string, string>; className: string}>,
    appendChild(node: {id: string; attributes: Record<string, string>; className: string}) {
      this.children.push(node);
    },
    removeChild(node: unknown) {
      this.children = this.children.filter((c) => c !== node);
    },
    insertBefore(node: {id: string; attributes: Record<string, string>; className: string}) {
      this.children.unshift(node);
    },
  };
  const element = (tagName: string) => ({
    tagName,
    id: '',
    className: '',
    parentNode: body,
    children: [] as unknown[],
    attributes: {} as Record<string, string>,
    setAttribute(name: string, value: string) {
      this.attributes[name] = value;
      if (name === 'id') this.id = value;
    },
    hasAttribute(name: string) {
      return name in this.attributes;
    },
    appendChild(child: unknown) {
      this.children.push(child);
    },
  });
  const document = {
    documentElement: {getAttribute: () => (isHydrated ? 'true' : null)},
    body,
    getElementById: (id: string) => body.children.find((c) => c.id === id) ?? null,
    querySelector: () => (dialogOpen ? {} : null),
    createElement: element,
    addEventListener: listen,
  };
  const window = {
    addEventListener: listen,
    setTimeout: () => 0,
    setInterval: (fn: () => void) => timers.push(fn),
    clearInterval: () => {},
    location: {reload() {}},
  };
  vm.runInNewContext(BOOT_RECOVERY_SCRIPT, {window, document});
  const fire = (type: string, event: unknown = {}) => on[type]?.forEach((fn) => fn(event));
  /** The page hydrates, and the script's pending intervals run once. */
  const hydrate = () => {
    isHydrated = true;
    timers.forEach((fn) => fn());
  };
  return {body, fire, hydrate};
}

describe('the notice of a part that could not load', () => {
  it('a part whose chunk fails while the page hydrates gets its own notice once the page has hydrated, in place of the boot notice', () => {
    const {body, fire, hydrate} = hydratedPage({hydrated: false});
    const src = '/assets/js/7884.1d6acd68.js';
    fire('error', {target: {tagName: 'SCRIPT', src: `http://x${src}`, getAttribute: () => src}});
    fire('unhandledrejection', {
      reason: {name: 'ChunkLoadError', message: 'Loading chunk 7884 failed.'},
      preventDefault() {},
    });
    // Not hydrated yet: the page's controls may not work, and the boot notice says so.
    expect(body.children).toHaveLength(1);
    expect(body.children[0]!.attributes['data-floating']).toBeUndefined();
    hydrate();
    // Hydrated after all: one notice, the part's, at the foot.
    expect(body.children).toHaveLength(1);
    expect(body.children[0]!.attributes['data-floating']).toBe('');
    const texts = (body.children[0] as unknown as {children: Array<{textContent?: string}>}).children;
    expect(texts.map((c) => c.textContent).join(' ')).toContain('Part of this page could not load.');
  });

  it('comes on LOAD_FAILURE_EVENT, centred at the foot: no Infima margin class to beat the centring', () => {
    const {body, fire} = hydratedPage();
    fire(LOAD_FAILURE_EVENT);
    fire(LOAD_FAILURE_EVENT);
    expect(body.children).toHaveLength(1);
    const notice = body.children[0]!;
    expect(notice.className).toBe('alert alert--warning');
    expect(notice.attributes.style).toBe(FLOATING_STYLE);
    expect(FLOATING_STYLE).toContain('margin:0 auto');
  });

  it('closes on Escape, unless a dialog is open to take it first', () => {
    const withDialog = hydratedPage({dialogOpen: true});
    withDialog.fire(LOAD_FAILURE_EVENT);
    withDialog.fire('keydown', {key: 'Escape'});
    expect(withDialog.body.children).toHaveLength(1);
    const {body, fire} = hydratedPage();
    fire(LOAD_FAILURE_EVENT);
    fire('keydown', {key: 'Enter'});
    expect(body.children).toHaveLength(1);
    fire('keydown', {key: 'Escape'});
    expect(body.children).toHaveLength(0);
  });
});
