/** SVG cards to PNG with resvg (WebAssembly: no native binary, no system fonts). */
import fs from 'node:fs/promises';
import {createRequire} from 'node:module';
import {initWasm, Resvg} from '@resvg/resvg-wasm';

const require = createRequire(__filename);
let ready: Promise<Uint8Array[]> | null = null;

/** The WebAssembly module and the fonts, loaded once per process. */
function init(): Promise<Uint8Array[]> {
  ready ??= (async () => {
    await initWasm(await fs.readFile(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
    return Promise.all(
      ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map(
        async (file) => new Uint8Array(await fs.readFile(require.resolve(`dejavu-fonts-ttf/ttf/${file}`))),
      ),
    );
  })();
  return ready;
}

/**
 * One card. The renderer and its image live in WebAssembly memory, which the
 * garbage collector frees only when it gets to their JavaScript handles: a
 * card's 3 MB of pixels, left to it, grew the build by 1 GB per 300 cards and
 * made each card slower to draw (issue 33). So both are freed at once.
 */
export async function renderPng(svg: string): Promise<Uint8Array> {
  const fonts = await init();
  const renderer = new Resvg(svg, {
    font: {fontBuffers: fonts, defaultFontFamily: 'DejaVu Sans', loadSystemFonts: false},
  });
  try {
    const image = renderer.render();
    try {
      return image.asPng();
    } finally {
      image.free();
    }
  } finally {
    renderer.free();
  }
}
