/**
 * SVG cards to PNG with resvg (WebAssembly: no native binary, no system fonts),
 * in a worker thread (cardWorker.mjs). The build's postBuild hooks all run on
 * the main thread, one after the other in effect; drawing a card is most of
 * what a card costs (about 30 ms), so the cards are drawn on the other core
 * while the main thread goes on with the pages: the search index, the Markdown
 * twins, the next card's page (issue 33).
 */
import path from 'node:path';
import {Worker} from 'node:worker_threads';

interface Reply {
  id: number;
  png?: Uint8Array;
  error?: string;
}

let worker: Worker | null = null;
let nextId = 0;
const waiting = new Map<number, {resolve: (png: Uint8Array) => void; reject: (error: Error) => void}>();

function failAll(error: Error): void {
  for (const {reject} of waiting.values()) reject(error);
  waiting.clear();
  worker = null;
}

function cardWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(path.join(__dirname, 'cardWorker.mjs'));
  started.on('message', ({id, png, error}: Reply) => {
    const request = waiting.get(id);
    waiting.delete(id);
    if (waiting.size === 0) started.unref();
    if (png) request?.resolve(png);
    else request?.reject(new Error(`social-cards: the card could not be drawn: ${error ?? 'no image'}`));
  });
  started.on('error', (error) => failAll(new Error(`social-cards: the card worker failed: ${error.message}`)));
  started.on('exit', (code) => {
    if (worker === started) failAll(new Error(`social-cards: the card worker stopped (exit code ${code})`));
  });
  worker = started;
  return started;
}

/** One card, drawn in the worker. */
export function renderPng(svg: string): Promise<Uint8Array> {
  const target = cardWorker();
  const id = nextId++;
  // The worker keeps the process alive only while it has cards to draw.
  target.ref();
  return new Promise((resolve, reject) => {
    waiting.set(id, {resolve, reject});
    target.postMessage({id, svg});
  });
}

/** Stops the worker (after the build's cards; a card still waiting fails): the next card starts another. */
export async function stopRenderer(): Promise<void> {
  const stopping = worker;
  if (!stopping) return;
  failAll(new Error('social-cards: the card worker was stopped'));
  await stopping.terminate();
}
