import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FieldChangesTable } from '../../../components/orders/FieldChangesTable';
import { formatDateTime } from '../../../lib/dates';
import { orderStatusLabel } from '../../../reference/orders';
import type { OrderHistoryEntry } from '../../../types/orders';

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

/** The order's history, oldest first: who did what when, the note, and the fields an edit changed. */
export function StatusTimeline({ entries }: { entries: readonly OrderHistoryEntry[] }) {
  return (
    <Box component="ol" aria-label="Status history" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {entries.map((entry) => (
        <Box
          component="li"
          key={entry.id}
          sx={{ position: 'relative', pl: 3, pb: 2, borderLeft: 2, borderColor: 'divider', '&:last-of-type': { pb: 0 } }}
        >
          <Box
            aria-hidden="true"
            sx={{ position: 'absolute', left: -7, top: 4, width: 12, height: 12, borderRadius: '50%', bgcolor: 'primary.main' }}
          />
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
                caption={`Fields changed on ${formatDateTime(entry.at)}`}
                fromLabel="Before"
                toLabel="After"
              />
            </Box>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
