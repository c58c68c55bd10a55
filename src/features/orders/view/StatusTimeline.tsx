import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FieldChangesTable } from '../../../components/orders/FieldChangesTable';
import { useT } from '../../../i18n/hooks';
import type { Translate } from '../../../i18n/i18n';
import { useFormat } from '../../../i18n/useFormat';
import { orderStatusText } from '../../../reference/labels/orders';
import type { CurrencyCode } from '../../../types/domain';
import type { ChangeRequest, OrderHistoryEntry } from '../../../types/orders';
import type { DateStamp } from '../../../types/dates';

/** What each kind of entry did, in words. */
const TITLES: Record<OrderHistoryEntry['kind'], (entry: OrderHistoryEntry, t: Translate) => string> = {
  submitted: (entry, t) => t('orders.view.history.submitted', { status: orderStatusText(entry.to, t) }),
  status: (entry, t) =>
    entry.from
      ? t('orders.view.history.statusChange', { from: orderStatusText(entry.from, t), to: orderStatusText(entry.to, t) })
      : orderStatusText(entry.to, t),
  edited: (_entry, t) => t('orders.view.history.edited'),
  'change approved': (_entry, t) => t('orders.view.history.changeApproved'),
};

/** What an entry did, in words: 'Submitted as Pending', 'Pending → Order Received', 'Edited', 'Change request approved'. */
export function historyTitle(entry: OrderHistoryEntry, t: Translate): string {
  return TITLES[entry.kind](entry, t);
}

/**
 * A rejected request changes nothing in the order, so it has no history entry of its own: it joins the timeline
 * at the time it was decided (or made, should that be unknown).
 */
type TimelineItem = { at: DateStamp; entry: OrderHistoryEntry } | { at: DateStamp; rejected: ChangeRequest };

export function timelineItems(entries: readonly OrderHistoryEntry[], requests: readonly ChangeRequest[]): TimelineItem[] {
  const rejected = requests
    .filter((request) => request.status === 'rejected')
    .map((request) => ({ at: request.decidedDate ?? request.createdDate, rejected: request }));
  // A stable sort: history entries keep their own order, and a rejection follows entries of the same instant.
  return [...entries.map((entry) => ({ at: entry.at, entry })), ...rejected].sort((a, b) => a.at.toMillis() - b.at.toMillis());
}

export interface StatusTimelineProps {
  entries: readonly OrderHistoryEntry[];
  /** The order's change requests; the rejected ones show among the entries. */
  requests: readonly ChangeRequest[];
  currency: CurrencyCode;
}

/** The order's history, oldest first: who did what when, the note, the fields an edit changed, and refused requests. */
export function StatusTimeline({ entries, requests, currency }: StatusTimelineProps) {
  const t = useT();
  return (
    <Box component="ol" aria-label={t('orders.view.section.history')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {timelineItems(entries, requests).map((item) => (
        <Box
          component="li"
          key={'entry' in item ? `entry-${item.entry.id}` : `request-${item.rejected.id}`}
          sx={{ position: 'relative', pl: 3, pb: 2, borderLeft: 2, borderColor: 'divider', '&:last-of-type': { pb: 0 } }}
        >
          <Box
            aria-hidden="true"
            sx={{ position: 'absolute', left: -7, top: 4, width: 12, height: 12, borderRadius: '50%', bgcolor: 'primary.main' }}
          />
          {'entry' in item ? <EntryDetails entry={item.entry} currency={currency} /> : <RejectedRequest request={item.rejected} at={item.at} />}
        </Box>
      ))}
    </Box>
  );
}

function EntryDetails({ entry, currency }: { entry: OrderHistoryEntry; currency: CurrencyCode }) {
  const t = useT();
  const format = useFormat();
  return (
    <>
      <Typography component="p" sx={{ fontWeight: 600 }}>
        {historyTitle(entry, t)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {entry.byName || t('orders.view.history.unknown')} · {format.dateTime(entry.at)}
      </Typography>
      {entry.note ? <Typography sx={{ mt: 0.5, whiteSpace: 'pre-wrap' }}>{t('orders.view.history.note', { note: entry.note })}</Typography> : null}
      {entry.changes.length > 0 ? (
        <Box sx={{ mt: 1, overflowX: 'auto' }}>
          <FieldChangesTable
            changes={entry.changes}
            currency={currency}
            caption={t('orders.view.history.changesCaption', { date: format.dateTime(entry.at) })}
            fromLabel={t('orders.view.history.before')}
            toLabel={t('orders.view.history.after')}
          />
        </Box>
      ) : null}
    </>
  );
}

function RejectedRequest({ request, at }: { request: ChangeRequest; at: DateStamp }) {
  const t = useT();
  const format = useFormat();
  const unknown = t('orders.view.history.unknown');
  return (
    <>
      <Typography component="p" sx={{ fontWeight: 600 }}>
        {t('orders.view.history.changeRejected')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {request.decidedByName || unknown} · {format.dateTime(at)}
      </Typography>
      <Typography sx={{ mt: 0.5, whiteSpace: 'pre-wrap' }}>
        {t('orders.view.history.rejectedRequest', { name: request.createdByName || unknown, reason: request.reason })}
      </Typography>
      {request.decisionNote ? (
        <Typography sx={{ mt: 0.5, whiteSpace: 'pre-wrap' }}>{t('orders.view.history.note', { note: request.decisionNote })}</Typography>
      ) : null}
    </>
  );
}
