import { useCallback, useState } from 'react';
import { useSnackbar } from 'notistack';
import { useT } from '../../i18n/hooks';

export type Decision = 'approve' | 'reject';

/** What a decision did beyond itself: whether the requester was told. */
export interface DecisionOutcome {
  notified: boolean;
}

/** In the reader's language. */
export interface DecisionTexts {
  /** What was decided, as the toast starts: "Warranty for order 100001 approved". */
  done: string;
  /** Who asked, as the toast names them. */
  requester: string;
  /** Why the decision failed, as the dialog shows it (the failure is the caller's to log if it must). */
  failure: (error: unknown) => string;
}

/**
 * The one approve/reject flow of the review queues: which request is being decided and how, the decision itself
 * (whose failure keeps the dialog open with what was typed and says why), then a toast saying whether the
 * requester was notified.
 */
export function useReviewDecision<T>() {
  const t = useT();
  const [deciding, setDeciding] = useState<{ item: T; decision: Decision } | null>(null);
  const { enqueueSnackbar } = useSnackbar();

  const open = useCallback((item: T, decision: Decision) => setDeciding({ item, decision }), []);
  const close = useCallback(() => setDeciding(null), []);

  /** Resolves to the message the dialog shows when the decision failed, or null once it is done (dialog closed). */
  const decide = useCallback(
    async (run: () => Promise<DecisionOutcome>, texts: DecisionTexts): Promise<string | null> => {
      let outcome: DecisionOutcome;
      try {
        outcome = await run();
      } catch (error) {
        return texts.failure(error);
      }
      setDeciding(null);
      const values = { done: texts.done, requester: texts.requester };
      enqueueSnackbar(outcome.notified ? t('components.review.notified', values) : t('components.review.notNotified', values), {
        variant: outcome.notified ? 'success' : 'warning',
      });
      return null;
    },
    [enqueueSnackbar, t],
  );

  return { deciding, open, close, decide };
}
