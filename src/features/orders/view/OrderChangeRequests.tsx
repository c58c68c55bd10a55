import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FieldChangesTable } from '../../../components/orders/FieldChangesTable';
import { formatDateTime } from '../../../lib/dates';
import type { ChangeRequest } from '../../../types/orders';
import { Section } from './Section';

/** The order's change requests still waiting for a decision, each with its reason and the fields it changes. */
export function OrderChangeRequests({ requests, admin }: { requests: readonly ChangeRequest[]; admin: boolean }) {
  const pending = requests.filter((request) => request.status === 'pending');
  if (pending.length === 0) return null;
  return (
    <Section title="Pending change requests">
      <Stack spacing={3}>
        <Alert severity="info">
          {pending.length === 1 ? 'A change request is' : `${pending.length} change requests are`} waiting for a decision.
          {admin ? (
            <>
              {' '}
              <Link component={RouterLink} to="/admin/changerequests">
                Decide on pending change requests
              </Link>
            </>
          ) : null}
        </Alert>
        {pending.map((request) => (
          <Box key={request.id}>
            <Typography sx={{ fontWeight: 600 }}>
              Requested by {request.createdByName} on {formatDateTime(request.createdDate)}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', mb: 1 }}>Reason: {request.reason}</Typography>
            <Box sx={{ overflowX: 'auto' }}>
              <FieldChangesTable changes={request.changes} caption={`Changes requested by ${request.createdByName}`} />
            </Box>
          </Box>
        ))}
      </Stack>
    </Section>
  );
}
