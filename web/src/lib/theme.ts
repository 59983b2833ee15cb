import { Badge, createTheme } from '@mantine/core';

const FONT_STACK =
  "'Noto Sans Bengali', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export const theme = createTheme({
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
