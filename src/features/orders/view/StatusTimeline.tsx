import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FieldChangesTable } from '../../../components/orders/FieldChangesTable';
import { formatDateTime } from '../../../lib/dates';
import { orderStatusLabel } from '../../../reference/orders';
import type { CurrencyCode } from '../../../types/domain';
import type { ChangeRequest, OrderHistoryEntry } from '../../../types/orders';
import type { DateStamp } from '../../../types/dates';

/** What an entry did, in words: 'Submitted as Pending', 'Pending → Order Received', 'Edited', 'Change approved'. */
export function historyTitle(entry: OrderHistoryEntry): string {
  switch (entry.kind) {
    case 'submitted':
      return `Submitted as ${orderStatusLabel(entry.to)}`;
    case 'status':
      return entry.from ? `${orderStatusLabel(entry.from)} → ${orderStatusLabel(entry.to)}` : orderStatusLabel(entry.to);
    case 'edited':
      return 'Edited';
    case 'change approved':
      return 'Change request approved';
  }
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
  return (
    <Box component="ol" aria-label="Status history" sx={{ listStyle: 'none', m: 0, p: 0 }}>
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
  return (
    <>
      <Typography component="p" sx={{ fontWeight: 600 }}>
        {historyTitle(entry)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {entry.byName || 'Unknown'} · {formatDateTime(entry.at)}
      </Typography>
      {entry.note ? <Typography sx={{ mt: 0.5, whiteSpace: 'pre-wrap' }}>Note: {entry.note}</Typography> : null}
      {entry.changes.length > 0 ? (
        <Box sx={{ mt: 1, overflowX: 'auto' }}>
          <FieldChangesTable
            changes={entry.changes}
            currency={currency}
            caption={`Fields changed on ${formatDateTime(entry.at)}`}
            fromLabel="Before"
            toLabel="After"
          />
        </Box>
      ) : null}
    </>
  );
}

function RejectedRequest({ request, at }: { request: ChangeRequest; at: DateStamp }) {
  return (
    <>
      <Typography component="p" sx={{ fontWeight: 600 }}>
        Change request rejected
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {request.decidedByName || 'Unknown'} · {formatDateTime(at)}
      </Typography>
      <Typography sx={{ mt: 0.5, whiteSpace: 'pre-wrap' }}>
        Requested by {request.createdByName || 'Unknown'}: {request.reason}
      </Typography>
      {request.decisionNote ? <Typography sx={{ mt: 0.5, whiteSpace: 'pre-wrap' }}>Note: {request.decisionNote}</Typography> : null}
    </>
  );
}
