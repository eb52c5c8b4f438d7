/**
 * Colour contrast as a reader sees it (WCAG 2.x relative luminance), from the
 * computed colours Chromium reports: a text colour and the backgrounds behind
 * it, nearest first, composited until one is opaque.
 */
import type {Locator} from '@playwright/test';

type RGBA = [number, number, number, number];

export function parseColour(css: string): RGBA {
  const parts = css.match(/[\d.]+/g)?.map(Number);
  if (!parts || parts.length < 3 || !/^rgba?\(/.test(css)) throw new Error(`not an rgb() colour: ${css}`);
  return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
}

/** Paints `top` over an opaque `bottom`. */
function over(top: RGBA, bottom: RGBA): RGBA {
  const a = top[3];
  return [0, 1, 2].map((i) => top[i]! * a + bottom[i]! * (1 - a)).concat(1) as RGBA;
}

function luminance([r, g, b]: RGBA): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** The contrast ratio of a colour (possibly translucent, with an opacity) over a stack of backgrounds, nearest first. */
export function contrastRatio(colour: string, backgrounds: readonly string[], opacity = 1): number {
  let bg: RGBA = [255, 255, 255, 1];
  for (const layer of [...backgrounds].reverse()) bg = over(parseColour(layer), bg);
  const fg = parseColour(colour);
  const shown = over([fg[0], fg[1], fg[2], fg[3] * opacity], bg);
  const [hi, lo] = [luminance(shown), luminance(bg)].sort((a, b) => b - a);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** The element's text colour (or `property`), its opacity, and the background colours from it up to the root. */
export async function coloursOf(
  element: Locator,
  property: 'color' | 'stroke' = 'color',
): Promise<{colour: string; opacity: number; backgrounds: string[]}> {
  return element.evaluate((el, prop) => {
    const backgrounds: string[] = [];
    let opacity = 1;
    for (let node: Element | null = el; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      opacity *= Number(style.opacity);
      backgrounds.push(style.backgroundColor);
    }
    return {colour: getComputedStyle(el).getPropertyValue(prop), opacity, backgrounds};
  }, property);
}

/** The contrast of an element's text (or stroke) against what is painted behind it. */
export async function contrastOf(element: Locator, property: 'color' | 'stroke' = 'color'): Promise<number> {
  const {colour, opacity, backgrounds} = await coloursOf(element, property);
  return contrastRatio(colour, backgrounds, opacity);
}
