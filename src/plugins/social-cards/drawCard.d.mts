import type {Resvg, ResvgRenderOptions} from '@resvg/resvg-wasm';

/** The part of resvg's renderer a card uses (a test gives its own). */
export type Renderer = new (
  svg: string,
  options?: ResvgRenderOptions,
) => Pick<Resvg, 'free'> & {render(): {asPng(): Uint8Array; free(): void}};

export function drawCard(Resvg: Renderer, svg: string, options?: ResvgRenderOptions): Uint8Array;
