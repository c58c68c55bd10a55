import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveDraft } from '../../../data/orderDraftsApi';
import { DRAFT_SAVE_DELAY_MS, useDraftAutosave } from './useDraftAutosave';

vi.mock('../../../data/orderDraftsApi', () => ({ saveDraft: vi.fn(async () => undefined) }));

let values: Record<string, unknown> = {};
const options = (uid: string | null = 'u1') => ({
  uid,
  draftId: 'd1',
  type: 'cover' as const,
  getValues: () => values,
  summarise: (form: Record<string, unknown>) => `Cover ${String(form.length ?? '')}`,
});

beforeEach(() => {
  vi.useFakeTimers();
  values = {};
});

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('useDraftAutosave', () => {
  it('saves once, a second after the last change, with the latest values', async () => {
    const { result } = renderHook(() => useDraftAutosave(options()));
    values = { length: '8' };
    act(() => result.current.schedule());
    await act(() => vi.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS - 100));
    values = { length: '80' };
    act(() => result.current.schedule());
    await act(() => vi.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS - 100));
    expect(saveDraft).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(saveDraft).toHaveBeenCalledTimes(1);
    expect(saveDraft).toHaveBeenCalledWith('u1', { id: 'd1', type: 'cover', values: { length: '80' }, summary: 'Cover 80' });
    expect(result.current.status).toBe('saved');
  });

  it('saves what is waiting when the form goes away, and nothing after stop', async () => {
    const { result, unmount } = renderHook(() => useDraftAutosave(options()));
    act(() => result.current.schedule());
    unmount();
    expect(saveDraft).toHaveBeenCalledTimes(1);

    const second = renderHook(() => useDraftAutosave(options()));
    act(() => second.result.current.schedule());
    act(() => second.result.current.stop());
    second.unmount();
    await act(() => vi.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS * 2));
    expect(saveDraft).toHaveBeenCalledTimes(1);
  });

  it('reports a failed save and tries again on the next change', async () => {
    vi.mocked(saveDraft).mockRejectedValueOnce(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useDraftAutosave(options()));
    act(() => result.current.schedule());
    await act(() => vi.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS));
    expect(result.current.status).toBe('failed');
    act(() => result.current.schedule());
    await act(() => vi.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS));
    expect(saveDraft).toHaveBeenCalledTimes(2);
    expect(result.current.status).toBe('saved');
  });

  it('does nothing without a user (edits are not drafts)', async () => {
    const { result } = renderHook(() => useDraftAutosave(options(null)));
    act(() => result.current.schedule());
    await act(() => vi.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS * 2));
    expect(saveDraft).not.toHaveBeenCalled();
  });
});
