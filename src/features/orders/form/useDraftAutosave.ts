import { useCallback, useEffect, useRef, useState } from 'react';
import { saveDraft } from '../../../data/orderDraftsApi';
import type { OrderType } from '../../../reference/orders';

export type DraftStatus = 'idle' | 'saving' | 'saved' | 'failed';

/** How long typing must pause before the draft is saved. */
export const DRAFT_SAVE_DELAY_MS = 1000;

export interface DraftAutosaveOptions {
  /** null: autosave off (editing an existing order). */
  uid: string | null;
  draftId: string;
  type: OrderType;
  getValues: () => Record<string, unknown>;
  summarise: (values: Record<string, unknown>) => string;
  /** After the first successful save, e.g. to put the draft's id in the address. */
  onFirstSave?: (draftId: string) => void;
}

/**
 * Saves the form as the user's draft about a second after the last change, and at once when the form goes away
 * (leaving the page or the screen). `schedule` is called on every change; `stop` ends saving (after submitting).
 */
export function useDraftAutosave({ uid, draftId, type, getValues, summarise, onFirstSave }: DraftAutosaveOptions) {
  const [status, setStatus] = useState<DraftStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef(false);
  const stopped = useRef(false);
  const savedOnce = useRef(false);
  const latest = useRef({ uid, draftId, type, getValues, summarise, onFirstSave });
  latest.current = { uid, draftId, type, getValues, summarise, onFirstSave };

  const save = useCallback(async () => {
    const { uid: owner, draftId: id, type: orderType, getValues: read, summarise: summary, onFirstSave: first } = latest.current;
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (!owner || !pending.current || stopped.current) return;
    pending.current = false;
    const values = read();
    setStatus('saving');
    try {
      await saveDraft(owner, { id, type: orderType, values, summary: summary(values) });
      if (stopped.current) return;
      // A change made while saving is saved by its own timer; only report saved when nothing is waiting.
      setStatus(pending.current ? 'saving' : 'saved');
      if (!savedOnce.current) {
        savedOnce.current = true;
        first?.(id);
      }
    } catch (error) {
      console.error('Unable to save the draft', error);
      pending.current = true;
      if (!stopped.current) setStatus('failed');
    }
  }, []);

  const schedule = useCallback(() => {
    if (!latest.current.uid || stopped.current) return;
    pending.current = true;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), DRAFT_SAVE_DELAY_MS);
  }, [save]);

  const stop = useCallback(() => {
    stopped.current = true;
    pending.current = false;
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  /** Saves now whatever is waiting (e.g. before leaving). */
  const flush = useCallback(() => {
    if (pending.current) void save();
  }, [save]);

  useEffect(() => {
    const onLeave = () => flush();
    window.addEventListener('pagehide', onLeave);
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', onLeave);
      document.removeEventListener('visibilitychange', onHidden);
      // Leaving the screen inside the app.
      flush();
    };
  }, [flush]);

  return { status, schedule, stop, flush };
}
