import type { ThemeOptions } from '@mui/material/styles';

/** The media query of people who asked their system for less motion (WCAG 2.3.3). */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

const instant = { enter: 0, exit: 0 };

/**
 * Theme options for reduced motion: menus, dialogs, drawers and collapsing panels appear and go at once, CSS
 * transitions and ripples are off (keyboard focus is outlined instead) and skeletons stop pulsing. Progress indicators keep moving: they say
 * something is happening.
 */
export const reducedMotionOptions: ThemeOptions = {
  transitions: { create: () => 'none' },
  components: {
    MuiButtonBase: {
      defaultProps: { disableRipple: true },
      // Without the ripple a focused button has no mark of its own: outline it for keyboard users.
      styleOverrides: {
        root: ({ theme }) => ({ '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 } }),
      },
    },
    MuiPopover: { defaultProps: { transitionDuration: 0 } },
    MuiMenu: { defaultProps: { transitionDuration: 0 } },
    MuiDialog: { defaultProps: { transitionDuration: instant } },
    MuiDrawer: { defaultProps: { transitionDuration: instant } },
    MuiBackdrop: { defaultProps: { transitionDuration: instant } },
    MuiTooltip: { defaultProps: { slotProps: { transition: { timeout: 0 } } } },
    MuiCollapse: { defaultProps: { timeout: 0 } },
    MuiSkeleton: { defaultProps: { animation: false } },
  },
};
