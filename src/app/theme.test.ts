import { describe, expect, it } from 'vitest';
import { BRAND_COLOUR } from '../reference/app';
import { contrastRatio } from './contrast';
import { BRAND_TEXT_SHADES, createAppTheme, SURFACES, TEXT_ON_BRAND } from './theme';

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
