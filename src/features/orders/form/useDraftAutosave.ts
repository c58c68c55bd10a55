import { useCallback, useEffect, useRef, useState } from 'react';
import { forgetDraftCopy, keepDraftCopy, saveDraft } from '../../../data/orderDraftsApi';
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
  /**
   * The first change of this visit: from here on the draft exists, so the page's address names it (a reload or
   * the browser's Back button then resumes this draft instead of starting another).
   */
  onDraftStarted?: (draftId: string) => void;
}

/**
 * Saves the form as the user's draft about a second after the last change, and at once when the form goes away
 * (leaving the screen, or the page: pagehide, or hidden). A page that closes may end a save on its way, so when it
 * goes with changes the server has not confirmed, the draft is also kept on this device, and saved from there next
 * time (orderDraftsApi). One visit is one draft: every save writes the same id. `schedule` is called on every change;
 * `stop` ends saving (after submitting).
 */
export function useDraftAutosave({ uid, draftId, type, getValues, summarise, onDraftStarted }: DraftAutosaveOptions) {
  const [status, setStatus] = useState<DraftStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef(false);
  const stopped = useRef(false);
  // Changes made so far, and how many of them the server has confirmed: a save confirms the changes made before it
  // read the form, not those made while it was on its way.
  const changes = useRef(0);
  const confirmed = useRef(0);
  const latest = useRef({ uid, draftId, type, getValues, summarise, onDraftStarted });
  latest.current = { uid, draftId, type, getValues, summarise, onDraftStarted };

  const draftNow = useCallback(() => {
    const { draftId: id, type: orderType, getValues: read, summarise: summary } = latest.current;
    const values = read();
    return { id, type: orderType, values, summary: summary(values) };
  }, []);

  const save = useCallback(async () => {
    const owner = latest.current.uid;
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (!owner || !pending.current || stopped.current) return;
    pending.current = false;
    const upTo = changes.current;
    const draft = draftNow();
    setStatus('saving');
    try {
      await saveDraft(owner, draft);
      confirmed.current = Math.max(confirmed.current, upTo);
      if (confirmed.current === changes.current) forgetDraftCopy(owner, draft.id);
      if (stopped.current) return;
      // A change made while saving is saved by its own timer; only report saved when nothing is waiting.
      setStatus(pending.current ? 'saving' : 'saved');
    } catch (error) {
      console.error('Unable to save the draft', error);
      pending.current = true;
      if (!stopped.current) setStatus('failed');
    }
  }, [draftNow]);

  const schedule = useCallback(() => {
    const { uid: owner, draftId: id, onDraftStarted: started } = latest.current;
    if (!owner || stopped.current) return;
    if (changes.current === 0) started?.(id);
    changes.current += 1;
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

  /** The form is going away: keep what the server has not confirmed on this device, then save it. */
  const leave = useCallback(() => {
    const owner = latest.current.uid;
    if (owner && !stopped.current && confirmed.current < changes.current) keepDraftCopy(owner, draftNow());
    flush();
  }, [draftNow, flush]);

  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', onHidden);
      // Leaving the screen inside the app.
      leave();
    };
  }, [leave]);

  return { status, schedule, stop, flush };
}
