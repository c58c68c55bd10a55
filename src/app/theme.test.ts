import { describe, expect, it } from 'vitest';
import { BRAND_COLOUR } from '../reference/app';
import { contrastRatio, hexToHsl, hslToHex } from './contrast';
import { BRAND_TEXT_SHADES, CHART_BACKGROUNDS, CHART_HUE_STEPS, chartPalette, createAppTheme, SURFACES, TEXT_ON_BRAND } from './theme';

const AA_NORMAL_TEXT = 4.5;
const AA_LARGE_TEXT_AND_ICONS = 3;

describe('WCAG contrast', () => {
  it('computes the ratios of known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ffffff', '#777777')).toBe(contrastRatio('#777777', '#ffffff'));
  });

  it('rejects what is not a #rrggbb colour', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow('Not a #rrggbb colour: red');
  });
});

describe('HSL arithmetic', () => {
  it('reads and writes known colours', () => {
    expect(hexToHsl('#ff0000')).toEqual({ h: 0, s: 1, l: 0.5 });
    expect(hexToHsl('#808080')).toMatchObject({ h: 0, s: 0 });
    expect(hslToHex({ h: 120, s: 1, l: 0.25 })).toBe('#008000');
    expect(hslToHex({ h: -120, s: 1, l: 0.5 })).toBe('#0000ff');
  });

  it('comes back to the same colour', () => {
    for (const hex of ['#ed1c24', '#1a237e', '#c5cae9', '#121212', '#ffffff']) expect(hslToHex(hexToHsl(hex))).toBe(hex);
  });
});

/** '#fff' -> '#ffffff'. */
const longHex = (hex: string) => (hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex).toLowerCase();

describe('chart palette', () => {
  it.each(['light', 'dark'] as const)('draws every series at 3:1 or more against the %s theme’s chart background', (mode) => {
    const theme = createAppTheme(mode);
    // Charts sit on the theme's paper (the report's outlined sections).
    expect(longHex(theme.palette.background.paper)).toBe(CHART_BACKGROUNDS[mode]);
    expect(theme.palette.chart).toEqual(chartPalette(mode));
    for (const colour of theme.palette.chart) {
      expect(contrastRatio(colour, CHART_BACKGROUNDS[mode]), `${colour} on ${CHART_BACKGROUNDS[mode]}`).toBeGreaterThanOrEqual(AA_LARGE_TEXT_AND_ICONS);
    }
  });

  it.each(['light', 'dark'] as const)('derives the %s palette from the brand red: its hue steps, its saturation, red first', (mode) => {
    const brand = hexToHsl(BRAND_COLOUR);
    const palette = chartPalette(mode);
    expect(palette).toHaveLength(CHART_HUE_STEPS.length);
    expect(palette[0]).toBe(BRAND_COLOUR);
    palette.forEach((colour, i) => {
      const { h, s } = hexToHsl(colour);
      const hueDistance = Math.abs(((h - (brand.h + CHART_HUE_STEPS[i]) + 540) % 360) - 180);
      expect(hueDistance).toBeLessThan(3);
      expect(s).toBeCloseTo(brand.s, 1);
    });
    // Every series is its own colour.
    expect(new Set(palette).size).toBe(palette.length);
  });

  it('moves a hue only as far as it must: amber darkens on white and stays bright on the dark theme', () => {
    const amber = CHART_HUE_STEPS.indexOf(38);
    const onLight = chartPalette('light')[amber];
    const onDark = chartPalette('dark')[amber];
    expect(hexToHsl(onLight).l).toBeLessThan(hexToHsl(BRAND_COLOUR).l);
    expect(hexToHsl(onDark).l).toBeCloseTo(hexToHsl(BRAND_COLOUR).l, 2);
    // One step lighter would no longer reach 3:1 on white.
    expect(contrastRatio(hslToHex({ ...hexToHsl(onLight), l: hexToHsl(onLight).l + 0.01 }), CHART_BACKGROUNDS.light)).toBeLessThan(3);
  });
});

describe('brand colours of the theme', () => {
  it('keeps #ed1c24 as primary and accent in both themes', () => {
    for (const mode of ['light', 'dark'] as const) {
      const { palette } = createAppTheme(mode);
      expect(palette.primary.main).toBe(BRAND_COLOUR);
      expect(palette.secondary.main).toBe(BRAND_COLOUR);
      expect(palette.primary.contrastText).toBe(TEXT_ON_BRAND);
    }
  });

  it('needs the text shades: the brand red itself is below 4.5:1 for text, though fine for icons and large text', () => {
    expect(contrastRatio(BRAND_COLOUR, '#ffffff')).toBeCloseTo(4.38, 2);
    expect(contrastRatio(BRAND_COLOUR, '#ffffff')).toBeLessThan(AA_NORMAL_TEXT);
    for (const surface of [...SURFACES.light, SURFACES.dark[0]]) {
      expect(contrastRatio(BRAND_COLOUR, surface)).toBeGreaterThanOrEqual(AA_LARGE_TEXT_AND_ICONS);
    }
  });

  it('draws white text on red fills at 4.5:1 or more', () => {
    expect(contrastRatio(TEXT_ON_BRAND, BRAND_TEXT_SHADES.onLight)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  });

  it.each(SURFACES.light)('draws red text on the light surface %s at 4.5:1 or more', (surface) => {
    expect(contrastRatio(BRAND_TEXT_SHADES.onLight, surface)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  });

  it.each(SURFACES.dark)('draws red text on the dark surface %s at 4.5:1 or more', (surface) => {
    expect(contrastRatio(BRAND_TEXT_SHADES.onDark, surface)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  });
});

describe('reduced motion', () => {
  it('keeps transitions and ripples for everyone who did not ask for less motion', () => {
    const theme = createAppTheme('light');
    expect(theme.transitions.create('opacity')).toContain('opacity');
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBeUndefined();
  });

  it('makes menus, dialogs and panels appear at once and turns CSS transitions and ripples off', () => {
    for (const mode of ['light', 'dark'] as const) {
      const theme = createAppTheme(mode, { reducedMotion: true });
      expect(theme.transitions.create('opacity')).toBe('none');
      expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
      expect(theme.components?.MuiButtonBase?.styleOverrides?.root).toBeTypeOf('function');
      expect(theme.components?.MuiMenu?.defaultProps?.transitionDuration).toBe(0);
      expect(theme.components?.MuiDialog?.defaultProps?.transitionDuration).toEqual({ enter: 0, exit: 0 });
      expect(theme.components?.MuiCollapse?.defaultProps?.timeout).toBe(0);
      // The brand colours are untouched.
      expect(theme.palette.primary.main).toBe(BRAND_COLOUR);
    }
  });
});

describe('focused fields', () => {
  const FOCUSED_OUTLINE = '&.Mui-focused:not(.Mui-error) .MuiOutlinedInput-notchedOutline';
  const ERROR_OUTLINE = '&.Mui-error .MuiOutlinedInput-notchedOutline';
  const outlineOf = (mode: 'light' | 'dark', selector: string) => {
    const theme = createAppTheme(mode);
    const root = theme.components?.MuiOutlinedInput?.styleOverrides?.root as Record<string, { borderColor?: string }> | undefined;
    return root?.[selector]?.borderColor ?? (selector === ERROR_OUTLINE ? theme.palette.error.main : theme.palette.primary.main);
  };

  it.each(['light', 'dark'] as const)('outline a focused field in a colour of its own, not the error red (%s)', (mode) => {
    const focused = outlineOf(mode, FOCUSED_OUTLINE);
    const error = outlineOf(mode, ERROR_OUTLINE);
    expect(focused).not.toBe(error);
    expect(focused).not.toBe(BRAND_COLOUR);
    // Apart in lightness as well as hue, so focus and error stay distinct for people who do not see red.
    expect(contrastRatio(focused, error)).toBeGreaterThan(1.5);
    for (const surface of SURFACES[mode]) expect(contrastRatio(focused, surface)).toBeGreaterThanOrEqual(AA_LARGE_TEXT_AND_ICONS);
  });
});
