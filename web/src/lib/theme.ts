import {
  Badge,
  createTheme,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

/**
 * The webfont, then its metric-matched local fallback (app/fonts.css), then the system's fonts: text
 * shows at once in the fallback and barely moves when Noto Sans Bengali arrives.
 */
const FONT_STACK =
  "'Noto Sans Bengali', 'Noto Sans Bengali Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/**
 * Mantine's teal and red with deeper shades 7–9, so that white text on filled buttons and badges
 * (shade 7) and teal or red text (shades 7–8) reach WCAG AA contrast (4.5:1) on white and on the
 * light tints; shades 0–6 (backgrounds, borders, the logo) are Mantine's own.
 */
const teal: MantineColorsTuple = [
  '#e6fcf5',
  '#c3fae8',
  '#96f2d7',
  '#63e6be',
  '#38d9a9',
  '#20c997',
  '#12b886',
  '#087f5b',
  '#06704f',
  '#055c41',
];

const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#ff6b6b',
  '#fa5252',
  '#c92a2a',
  '#b02525',
  '#961f1f',
];

/**
 * Dimmed text one step darker than Mantine's gray-6 (3.3:1 on white), 5.4:1 on gray-0; a form
 * field's error (its message and its text) in red-7, 5.1:1 on white, not Mantine's red-6 (3.3:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5f6871',
    '--mantine-color-error': 'var(--mantine-color-red-7)',
  },
  dark: {},
});

export const theme = createTheme({
  colors: { teal, red },
  primaryColor: 'teal',
  primaryShade: { light: 7, dark: 5 },
  fontFamily: FONT_STACK,
  defaultRadius: 'md',
  // Bangla conjuncts and vowel signs need taller lines than Latin text.
  lineHeights: { xs: '1.5', sm: '1.55', md: '1.6', lg: '1.65', xl: '1.7' },
  components: {
    // Labels such as '10% off' and 'Stock Out' are shown as written, not upper-cased.
    Badge: Badge.extend({ styles: { root: { textTransform: 'none' } } }),
  },
  headings: {
    fontFamily: FONT_STACK,
    fontWeight: '700',
    sizes: {
      h1: { fontSize: '1.75rem', lineHeight: '1.45' },
      h2: { fontSize: '1.4rem', lineHeight: '1.45' },
      h3: { fontSize: '1.2rem', lineHeight: '1.5' },
      h4: { fontSize: '1.05rem', lineHeight: '1.5' },
    },
  },
});
