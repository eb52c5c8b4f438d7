/**
 * One card drawn by resvg. The renderer and its image live in WebAssembly
 * memory, which the garbage collector frees only when it gets to their
 * JavaScript handles: a card's 3 MB of pixels, left to it, grew the build by
 * 1 GB per 300 cards and made each card slower to draw (issue 33). So both
 * are freed as soon as the PNG is out, or the drawing failed.
 *
 * Plain JavaScript, as the worker that calls it (cardWorker.mjs); typed in drawCard.d.mts.
 */
export function drawCard(Resvg, svg, options) {
  const renderer = new Resvg(svg, options);
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
