import { createTheme, type PaletteMode, type Theme } from '@mui/material/styles';
import { BRAND_COLOUR } from '../reference/app';
import { contrastRatio, hexToHsl, hslToHex } from './contrast';
import { reducedMotionOptions } from './reducedMotion';

declare module '@mui/material/styles' {
  interface Palette {
    /** Colours of chart series, in order: see {@link chartPalette}. */
    chart: readonly string[];
  }
  interface PaletteOptions {
    chart?: readonly string[];
  }
}

export const DEFAULT_THEME_MODE: PaletteMode = 'light';

/**
 * Shades of the brand red for normal-size text, which needs 4.5:1 (WCAG 1.4.3): #ed1c24 itself reaches only 4.38
 * against white and 4.28 against the dark background, so it stays the colour of fills without text, icons, borders
 * and large text, while text in red, or on red, uses these (theme.test.ts computes every ratio).
 */
export const BRAND_TEXT_SHADES = {
  /** Red text on the light theme's surfaces, and the red behind white text in both themes. */
  onLight: '#d9181f',
  /** Red text on the dark theme's surfaces, up to the lightest of them (a dialog). */
  onDark: '#f58489',
} as const;

/** White: the text on red fills. */
export const TEXT_ON_BRAND = '#ffffff';

/** The surfaces red text sits on: white in the light theme; from the background to a dialog in the dark one. */
export const SURFACES = {
  light: ['#ffffff'],
  dark: ['#121212', '#393939'],
} as const;

/**
 * The outline and label of a focused field. Red outlines mean an error, so focus takes an indigo instead, apart from
 * the error red in lightness as well as hue and at 3:1 or more against every surface (WCAG 1.4.11).
 */
export const FOCUS_COLOURS = { light: '#1a237e', dark: '#c5cae9' } as const;

/** What charts are drawn on: the paper of each theme (the report's sections are outlined Paper). */
export const CHART_BACKGROUNDS = { light: '#ffffff', dark: '#121212' } as const;

/** A chart series against its background needs 3:1, as any graphic that carries meaning (WCAG 1.4.11). */
export const CHART_CONTRAST = 3;

/**
 * Hues of the chart series, in degrees from the brand red's: red first, then blue, amber, teal, violet and green,
 * far enough apart to tell neighbouring slices and bars apart, red and green kept away from each other.
 */
export const CHART_HUE_STEPS = [0, 210, 38, 175, 270, 120] as const;

/**
 * The chart series colours of a theme, derived from the brand colour: its saturation and lightness at each hue
 * step, darkened (light theme) or lightened (dark theme) just as far as the series needs to reach 3:1 against the
 * chart background. The first is the brand red itself wherever it reaches that.
 */
export function chartPalette(mode: PaletteMode): string[] {
  const brand = hexToHsl(BRAND_COLOUR);
  const background = CHART_BACKGROUNDS[mode];
  const step = mode === 'light' ? -0.01 : 0.01;
  return CHART_HUE_STEPS.map((offset) => {
    let l = brand.l;
    let colour = hslToHex({ h: brand.h + offset, s: brand.s, l });
    while (contrastRatio(colour, background) < CHART_CONTRAST && l > 0 && l < 1) {
      l += step;
      colour = hslToHex({ h: brand.h + offset, s: brand.s, l });
    }
    return colour;
  });
}

/**
 * The manufacturer's red is the primary and the accent colour of both themes (spec sections 1 and 9). With
 * `reducedMotion`, nothing slides, fades or ripples; `locale` gives MUI's own texts in the page's language
 * (muiLocale.ts; none: MUI's English).
 */
export function createAppTheme(
  mode: PaletteMode,
  { reducedMotion = false, locale = null }: { reducedMotion?: boolean; locale?: readonly object[] | null } = {},
): Theme {
  const text = mode === 'light' ? BRAND_TEXT_SHADES.onLight : BRAND_TEXT_SHADES.onDark;
  const fill = BRAND_TEXT_SHADES.onLight;
  const focus = FOCUS_COLOURS[mode];
  const brandColours = [{ color: 'primary' }, { color: 'secondary' }] as const;
  return createTheme({
    palette: {
      mode,
      chart: chartPalette(mode),
      primary: { main: BRAND_COLOUR, contrastText: TEXT_ON_BRAND },
      secondary: { main: BRAND_COLOUR, contrastText: TEXT_ON_BRAND },
    },
    components: {
      MuiButton: {
        styleOverrides: {
          root: {
            // Button reads its colours from these variables (MUI's own hover rules keep the darker hover fill).
            variants: brandColours.map((props) => ({
              props,
              style: { '--variant-textColor': text, '--variant-outlinedColor': text, '--variant-containedBg': fill },
            })),
          },
        },
      },
      MuiLink: {
        styleOverrides: {
          root: { variants: brandColours.map((props) => ({ props, style: { color: text, textDecorationColor: text } })) },
        },
      },
      MuiTypography: {
        styleOverrides: { root: { variants: brandColours.map((props) => ({ props, style: { color: text } })) } },
      },
      MuiChip: {
        styleOverrides: {
          root: {
            variants: brandColours.flatMap(({ color }) => [
              { props: { color, variant: 'filled' }, style: { backgroundColor: fill, color: TEXT_ON_BRAND } },
              { props: { color, variant: 'outlined' }, style: { color: text, borderColor: text } },
            ]),
          },
        },
      },
      MuiBadge: {
        styleOverrides: {
          colorPrimary: { backgroundColor: fill, color: TEXT_ON_BRAND },
          colorSecondary: { backgroundColor: fill, color: TEXT_ON_BRAND },
        },
      },
      MuiFormHelperText: {
        // The hint under a disabled field says why it is disabled: it must stay readable (4.5:1).
        styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled:not(.Mui-error)': { color: theme.palette.text.secondary } }) },
      },
      MuiFormLabel: {
        styleOverrides: { root: { '&.Mui-focused:not(.Mui-error)': { color: focus } } },
      },
      MuiOutlinedInput: {
        styleOverrides: {
          root: { '&.Mui-focused:not(.Mui-error) .MuiOutlinedInput-notchedOutline': { borderColor: focus } },
        },
      },
      MuiTab: {
        styleOverrides: {
          root: {
            variants: (['primary', 'secondary'] as const).map((textColor) => ({
              props: { textColor },
              style: { '&.Mui-selected': { color: text } },
            })),
          },
        },
      },
    },
  }, reducedMotion ? reducedMotionOptions : {}, ...(locale ?? []));
}
