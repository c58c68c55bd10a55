import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetDraftCopy, keepDraftCopy, saveDraft } from '../../../data/orderDraftsApi';
import { DRAFT_SAVE_DELAY_MS, useDraftAutosave } from './useDraftAutosave';
import { expectConsoleError } from '../../../test/consoleErrors';

vi.mock('../../../data/orderDraftsApi', () => ({ saveDraft: vi.fn(async () => undefined), keepDraftCopy: vi.fn(), forgetDraftCopy: vi.fn() }));

let values: Record<string, unknown> = {};
const onDraftStarted = vi.fn();
const options = (uid: string | null = 'u1') => ({
  uid,
  draftId: 'd1',
  type: 'cover' as const,
  getValues: () => values,
  summarise: (form: Record<string, unknown>) => `Cover ${String(form.length ?? '')}`,
  onDraftStarted,
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
    expectConsoleError('Unable to save the draft');
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

  it('names the draft at the first change of the visit, before any save, and only then', async () => {
    const { result } = renderHook(() => useDraftAutosave(options()));
    expect(onDraftStarted).not.toHaveBeenCalled();
    act(() => result.current.schedule());
    expect(onDraftStarted).toHaveBeenCalledWith('d1');
    expect(saveDraft).not.toHaveBeenCalled();
    act(() => result.current.schedule());
    await act(() => vi.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS));
    expect(onDraftStarted).toHaveBeenCalledTimes(1);
  });

  it('keeps the draft on this device when the page goes before its save is confirmed, and forgets it once saved', async () => {
    let finishSave: () => void = () => undefined;
    vi.mocked(saveDraft).mockImplementationOnce(() => new Promise<void>((resolve) => (finishSave = resolve)));
    const { result } = renderHook(() => useDraftAutosave(options()));
    values = { length: '80' };
    act(() => result.current.schedule());
    // The page closes within the second: kept here at once (synchronously), and the save starts too.
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(keepDraftCopy).toHaveBeenCalledWith('u1', { id: 'd1', type: 'cover', values: { length: '80' }, summary: 'Cover 80' });
    expect(saveDraft).toHaveBeenCalledTimes(1);
    expect(forgetDraftCopy).not.toHaveBeenCalled();
    await act(async () => finishSave());
    expect(forgetDraftCopy).toHaveBeenCalledWith('u1', 'd1');
  });

  it('keeps nothing when everything was saved, and does not forget a copy newer than the save that ends', async () => {
    const { result, unmount } = renderHook(() => useDraftAutosave(options()));
    act(() => result.current.schedule());
    await act(() => vi.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS));
    vi.mocked(forgetDraftCopy).mockClear();
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(keepDraftCopy).not.toHaveBeenCalled();

    const finish: Array<() => void> = [];
    const deferred = () => new Promise<void>((resolve) => void finish.push(resolve));
    vi.mocked(saveDraft).mockImplementationOnce(deferred).mockImplementationOnce(deferred);
    values = { length: '8' };
    act(() => result.current.schedule());
    await act(() => vi.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS));
    // A change while that save is on its way, then leaving: the copy holds '80', which the first save lacks.
    values = { length: '80' };
    act(() => result.current.schedule());
    unmount();
    expect(keepDraftCopy).toHaveBeenLastCalledWith('u1', expect.objectContaining({ values: { length: '80' } }));
    expect(vi.mocked(saveDraft).mock.calls.at(-1)?.[1]).toMatchObject({ values: { length: '80' } });
    await act(async () => finish[0]());
    expect(forgetDraftCopy).not.toHaveBeenCalled();
    // Only the second save, which holds '80', lets the copy go.
    await act(async () => finish[1]());
    expect(forgetDraftCopy).toHaveBeenCalledTimes(1);
  });
});
