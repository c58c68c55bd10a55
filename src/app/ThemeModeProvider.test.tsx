import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useTheme } from '@mui/material/styles';
import { ThemeModeProvider } from './ThemeModeProvider';
import { REDUCED_MOTION_QUERY } from './reducedMotion';
import { stubMediaQuery } from '../test/mediaQuery';

function TransitionProbe() {
  return <p>{useTheme().transitions.create('opacity')}</p>;
}

function preferReducedMotion(reduce: boolean) {
  stubMediaQuery((query) => reduce && query === REDUCED_MOTION_QUERY);
}

describe('ThemeModeProvider', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("follows the system's request for reduced motion", () => {
    preferReducedMotion(true);
    render(<ThemeModeProvider><TransitionProbe /></ThemeModeProvider>);
    expect(screen.getByText('none')).toBeInTheDocument();
  });

  it('animates when the system does not ask for less motion', () => {
    preferReducedMotion(false);
    render(<ThemeModeProvider><TransitionProbe /></ThemeModeProvider>);
    expect(screen.getByText(/^opacity \d+ms/)).toBeInTheDocument();
  });
});
