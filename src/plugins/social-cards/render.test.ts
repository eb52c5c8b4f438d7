import {describe, expect, it} from 'vitest';
import {cardSvg} from './card';
import {renderPng} from './render';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('renderPng', () => {
  it('draws a card as a PNG', async () => {
    const png = await renderPng(cardSvg({title: 'Define Routers', section: 'Backend Usage'}));
    expect([...png.slice(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(png.length).toBeGreaterThan(10_000);
  });

  it('gives back the WebAssembly memory of each card (3 MB of pixels each) when it is drawn', async () => {
    await renderPng(cardSvg({title: 'warm up', section: 'Docs'}));
    const before = process.memoryUsage().rss;
    for (let i = 0; i < 40; i++) await renderPng(cardSvg({title: `Card ${i}`, section: 'Docs'}));
    // Without freeing, 40 cards keep about 120 MB; freed, the memory of the first is reused.
    expect((process.memoryUsage().rss - before) / 1024 ** 2).toBeLessThan(50);
  });
});
