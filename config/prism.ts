import {themes, type PrismTheme} from 'prism-react-renderer';

/**
 * Code themes that keep every token at WCAG AA contrast (4.5:1) on their own
 * background, which the axe tests check in both colour modes. In light mode a
 * block sits on a grey surface (#f6f8fa) rather than the page's white, so that
 * it reads as a block; vsLight's class names and numbers are darkened for it
 * (4.31:1 and 4.32:1 on that grey as they were, now 5.67:1 and 5.31:1; the
 * lowest token is now the comment green, 4.83:1), and its JSX attribute names
 * as before. oceanicNext is AA as it is (lowest token 4.68:1 on #282c34),
 * and its background already stands apart from the dark page (#1b1b1d).
 */
const LIGHT_DARKER: Record<string, string> = {'attr-name': '#c00000', 'class-name': '#1f6b81', number: '#077650'};

export const lightCodeTheme: PrismTheme = {
  ...themes.vsLight,
  plain: {...themes.vsLight.plain, backgroundColor: '#f6f8fa'},
  styles: themes.vsLight.styles.map((style) => {
    const darker = style.types.map((type) => LIGHT_DARKER[type]).find(Boolean);
    return darker ? {...style, style: {...style.style, color: darker}} : style;
  }),
};

export const darkCodeTheme: PrismTheme = themes.oceanicNext;

/** A theme's plain colours alone (what the browser's code blocks read from the theme config). */
export const plainColours = ({plain}: PrismTheme): PrismTheme => ({plain, styles: []});

/** Prism languages beyond prism-react-renderer's own, highlighted at build time. */
export const additionalLanguages = ['bash', 'json', 'diff', 'http'];
