import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DownloadButton } from './DownloadButton';

const url = 'https://files.test/resources/sales/r-1/kit.pdf';
let saved: { href: string; download: string }[];

beforeEach(() => {
  saved = [];
  URL.createObjectURL = vi.fn(() => 'blob:kit');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('DownloadButton', () => {
  it('is a link to the file, named for it', () => {
    render(<DownloadButton url={url} fileName="kit.pdf" aria-label="Download Dealer Kit">Download</DownloadButton>);
    const link = screen.getByRole('link', { name: 'Download Dealer Kit' });
    expect(link).toHaveAttribute('href', url);
    expect(link).toHaveAttribute('download', 'kit.pdf');
  });

  it('saves the fetched file under its own name', async () => {
    const fetchMock = vi.fn(async () => new Response(new Blob(['%PDF'], { type: 'application/pdf' })));
    vi.stubGlobal('fetch', fetchMock);
    render(<DownloadButton url={url} fileName="kit.pdf">Download</DownloadButton>);
    fireEvent.click(screen.getByRole('link', { name: 'Download' }));
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:kit', download: 'kit.pdf' }]));
    expect(fetchMock).toHaveBeenCalledWith(url);
  });

  it('opens the file in a new tab when it cannot be fetched from the page', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<DownloadButton url={url} fileName="kit.pdf">Download</DownloadButton>);
    fireEvent.click(screen.getByRole('link', { name: 'Download' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(url, '_blank', 'noopener,noreferrer'));
    expect(saved).toEqual([]);
    expect(warned.mock.calls).toEqual([['Could not save kit.pdf from the page; opening it instead', expect.any(TypeError)]]);
  });
});
