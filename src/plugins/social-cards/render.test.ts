import {afterAll, describe, expect, it} from 'vitest';
import {cardSvg} from './card';
import {drawCard} from './drawCard.mjs';
import {renderPng, stopRenderer} from './render';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('renderPng', () => {
  afterAll(stopRenderer);

  it('draws a card as a PNG', async () => {
    const png = await renderPng(cardSvg({title: 'Define Routers', section: 'Backend Usage'}));
    expect([...png.slice(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(png.length).toBeGreaterThan(10_000);
  });

  it('draws cards asked for at once, each its own', async () => {
    const titles = ['One', 'Two', 'Three'];
    const pngs = await Promise.all(titles.map((title) => renderPng(cardSvg({title, section: 'Docs'}))));
    expect(new Set(pngs.map((png) => Buffer.from(png).toString('base64'))).size).toBe(3);
  });

  it('fails a card that cannot be drawn with a clear message, and draws the next', async () => {
    await expect(renderPng('<svg')).rejects.toThrow(/social-cards: the card could not be drawn: /);
    expect((await renderPng(cardSvg({title: 'After', section: 'Docs'}))).length).toBeGreaterThan(10_000);
  });

  it('fails the cards still waiting when the worker is stopped, and starts again for the next', async () => {
    const waiting = expect(renderPng(cardSvg({title: 'Waiting', section: 'Docs'}))).rejects.toThrow(/stopped/);
    await stopRenderer();
    await waiting;
    expect((await renderPng(cardSvg({title: 'Again', section: 'Docs'}))).length).toBeGreaterThan(10_000);
  });
});

describe('drawCard', () => {
  /** A renderer that records what was freed; `fail` makes its PNG fail. */
  function fakeResvg(fail = false) {
    const freed: string[] = [];
    class Fake {
      constructor(readonly svg: string) {}
      render() {
        return {
          asPng: () => {
            if (fail) throw new Error('no PNG');
            return new Uint8Array([1]);
          },
          free: () => freed.push('image'),
        };
      }
      free() {
        freed.push('renderer');
      }
    }
    return {Fake, freed};
  }

  it('frees the image and the renderer as soon as the PNG is out (their WebAssembly memory is 3 MB a card)', () => {
    const {Fake, freed} = fakeResvg();
    expect([...drawCard(Fake, '<svg/>')]).toEqual([1]);
    expect(freed).toEqual(['image', 'renderer']);
  });

  it('frees both when the PNG fails', () => {
    const {Fake, freed} = fakeResvg(true);
    expect(() => drawCard(Fake, '<svg/>')).toThrow('no PNG');
    expect(freed).toEqual(['image', 'renderer']);
  });
});
