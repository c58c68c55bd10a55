import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSnackbar } from 'notistack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Icon from '@mui/material/Icon';
import Typography from '@mui/material/Typography';
import { DataGrid, gridFilteredSortedRowEntriesSelector, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { LoadErrorAlert } from '../../components/data/LoadErrorAlert';
import { EmptyState } from '../../components/EmptyState';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { downloadCsv } from '../../lib/download';
import { recipientsCsv, recipientsFileName, type RecipientRow } from './smsRecipients';
import { useSmsRecipients } from './useSmsRecipients';

const TITLE = 'SMS Recipients';

const columns: GridColDef<RecipientRow>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'email', headerName: 'Email', flex: 1.4, minWidth: 200 },
  {
    field: 'phone',
    headerName: 'Phone',
    flex: 1,
    minWidth: 150,
    renderCell: ({ value }) =>
      value ? (
        value
      ) : (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
          No phone number
        </Typography>
      ),
  },
  { field: 'company', headerName: 'Company', flex: 1.2, minWidth: 180 },
];

/**
 * SMS Recipients (admins): every active user who receives text messages (status changes, notifications), with
 * phone and company. Sort by any column, filter quickly, and export what the grid shows.
 */
export default function SmsRecipientsScreen() {
  const { state, retry } = useSmsRecipients();
  const { enqueueSnackbar } = useSnackbar();
  const apiRef = useGridApiRef();
  const [today] = useState(() => new Date());
  const rows = state.status === 'ready' ? state.rows : [];

  const exportCsv = () => {
    // What the grid shows: its quick filter and sort applied.
    const shown = apiRef.current ? gridFilteredSortedRowEntriesSelector(apiRef).map((entry) => entry.model as RecipientRow) : rows;
    downloadCsv(recipientsCsv(shown), recipientsFileName(today));
    enqueueSnackbar(`Exported ${shown.length.toLocaleString('en-US')} ${shown.length === 1 ? 'recipient' : 'recipients'}.`, { variant: 'success' });
  };

  const subtitle =
    state.status === 'ready'
      ? `${rows.length.toLocaleString('en-US')} active ${rows.length === 1 ? 'user receives' : 'users receive'} text messages`
      : 'Active users who receive text messages';

  return (
    <>
      <PageHeader
        title={TITLE}
        subtitle={subtitle}
        actions={
          <>
            <Button component={RouterLink} to="/admin/reports" startIcon={<Icon aria-hidden="true">arrow_back</Icon>} sx={{ color: 'primary.dark' }}>
              Reports
            </Button>
            <Button
              variant="outlined"
              sx={{ color: 'primary.dark', borderColor: 'primary.dark' }}
              startIcon={<Icon aria-hidden="true">download</Icon>}
              onClick={exportCsv}
              disabled={state.status !== 'ready' || rows.length === 0}
            >
              Export CSV
            </Button>
          </>
        }
      />
      {state.status === 'loading' ? <LoadingState label="Loading SMS recipients…" /> : null}
      {state.status === 'error' ? (
        <LoadErrorAlert what="SMS recipients" onRetry={retry} />
      ) : null}
      {state.status === 'ready' && rows.length === 0 ? (
        <EmptyState
          icon="sms"
          title="Nobody receives text messages"
          message="Users who turn on text messages in their profile, or whose manager does, appear here."
        />
      ) : null}
      {state.status === 'ready' && rows.length > 0 ? (
        <Box sx={{ width: '100%' }}>
          <DataGrid<RecipientRow>
            apiRef={apiRef}
            aria-label={TITLE}
            rows={rows}
            columns={columns}
            showToolbar
            slotProps={{
              toolbar: {
                showQuickFilter: true,
                csvOptions: { disableToolbarButton: true },
                printOptions: { disableToolbarButton: true },
              },
            }}
            initialState={{
              sorting: { sortModel: [{ field: 'name', sort: 'asc' }] },
              pagination: { paginationModel: { pageSize: 25, page: 0 } },
            }}
            pageSizeOptions={[25, 50, 100]}
            disableRowSelectionOnClick
            autoHeight
          />
        </Box>
      ) : null}
    </>
  );
}
