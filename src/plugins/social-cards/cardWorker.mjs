// Draws social cards in a worker thread (render.ts says why): an SVG in, a PNG out.
// Plain JavaScript: a worker thread loads its file with Node alone, without the
// TypeScript loader Docusaurus gives the plugins.
import fs from 'node:fs';
import {createRequire} from 'node:module';
import {parentPort} from 'node:worker_threads';
import {initWasm, Resvg} from '@resvg/resvg-wasm';
import {drawCard} from './drawCard.mjs';

const require = createRequire(import.meta.url);
await initWasm(fs.readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
const fontBuffers = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map(
  (file) => new Uint8Array(fs.readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`))),
);

// Messages sent before the fonts were read wait in the port until this listener starts it.
parentPort.on('message', ({id, svg}) => {
  try {
    const png = drawCard(Resvg, svg, {font: {fontBuffers, defaultFontFamily: 'DejaVu Sans', loadSystemFonts: false}});
    parentPort.postMessage({id, png}, [png.buffer]);
  } catch (error) {
    parentPort.postMessage({id, error: error instanceof Error ? error.message : String(error)});
  }
});
