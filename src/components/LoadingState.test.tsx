import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '../i18n/testing';
import { LoadingState } from './LoadingState';

describe('LoadingState', () => {
  it("announces that it is loading, in the reader's language unless told what", async () => {
    const { unmount } = render(<LoadingState />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    unmount();

    await inLanguage('fr', () => {
      render(<LoadingState />);
      expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
    });
  });

  it('says what it loads when told', () => {
    render(<LoadingState label="Loading orders…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading orders…');
  });
});
