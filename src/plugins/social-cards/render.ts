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

export async function renderPng(svg: string): Promise<Uint8Array> {
  const fonts = await init();
  return new Resvg(svg, {font: {fontBuffers: fonts, defaultFontFamily: 'DejaVu Sans', loadSystemFonts: false}})
    .render()
    .asPng();
}
