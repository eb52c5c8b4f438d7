import {themes, type PrismTheme} from 'prism-react-renderer';

/**
 * Code themes that keep every token at WCAG AA contrast (4.5:1) on their own
 * background, which the axe tests check in both colour modes. vsLight is AA
 * except for JSX attribute names, darkened here; oceanicNext is AA as it is.
 */
export const lightCodeTheme: PrismTheme = {
  ...themes.vsLight,
  styles: themes.vsLight.styles.map((style) =>
    style.types.includes('attr-name') ? {...style, style: {...style.style, color: '#c00000'}} : style,
  ),
};

export const darkCodeTheme: PrismTheme = themes.oceanicNext;

/** A theme's plain colours alone (what the browser's code blocks read from the theme config). */
export const plainColours = ({plain}: PrismTheme): PrismTheme => ({plain, styles: []});

/** Prism languages beyond prism-react-renderer's own, highlighted at build time. */
export const additionalLanguages = ['bash', 'json', 'diff', 'http'];
