import { useMemo, useState } from 'react';
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
import { useNamespaces, useT } from '../../i18n/hooks';
import type { Translate } from '../../i18n/i18n';
import { downloadCsv } from '../../lib/download';
import { recipientsCsv, recipientsFileName, type RecipientRow } from './smsRecipients';
import { useSmsRecipients } from './useSmsRecipients';

function recipientColumns(t: Translate): GridColDef<RecipientRow>[] {
  return [
    { field: 'name', headerName: t('reports.sms.column.name'), flex: 1, minWidth: 160 },
    { field: 'email', headerName: t('reports.sms.column.email'), flex: 1.4, minWidth: 200 },
    {
      field: 'phone',
      headerName: t('reports.sms.column.phone'),
      flex: 1,
      minWidth: 150,
      renderCell: ({ value }) =>
        value ? (
          value
        ) : (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
            {t('reports.sms.noPhone')}
          </Typography>
        ),
    },
    { field: 'company', headerName: t('reports.sms.column.company'), flex: 1.2, minWidth: 180 },
  ];
}

/**
 * SMS Recipients (admins): every active user who receives text messages (status changes, notifications), with
 * phone and company. Sort by any column, filter quickly, and export what the grid shows.
 */
export default function SmsRecipientsScreen() {
  useNamespaces('reports');
  const t = useT();
  const columns = useMemo(() => recipientColumns(t), [t]);
  const { state, retry } = useSmsRecipients();
  const { enqueueSnackbar } = useSnackbar();
  const apiRef = useGridApiRef();
  const [today] = useState(() => new Date());
  const rows = state.status === 'ready' ? state.rows : [];

  const exportCsv = () => {
    // What the grid shows: its quick filter and sort applied.
    const shown = apiRef.current ? gridFilteredSortedRowEntriesSelector(apiRef).map((entry) => entry.model as RecipientRow) : rows;
    downloadCsv(recipientsCsv(shown, t), recipientsFileName(today));
    enqueueSnackbar(t('reports.sms.exported', { count: shown.length }), { variant: 'success' });
  };

  const subtitle = state.status === 'ready' ? t('reports.sms.subtitleCount', { count: rows.length }) : t('reports.sms.subtitle');

  return (
    <>
      <PageHeader
        title={t('reports.sms.title')}
        subtitle={subtitle}
        actions={
          <>
            <Button component={RouterLink} to="/admin/reports" startIcon={<Icon aria-hidden="true">arrow_back</Icon>} sx={{ color: 'primary.dark' }}>
              {t('reports.title')}
            </Button>
            <Button
              variant="outlined"
              sx={{ color: 'primary.dark', borderColor: 'primary.dark' }}
              startIcon={<Icon aria-hidden="true">download</Icon>}
              onClick={exportCsv}
              disabled={state.status !== 'ready' || rows.length === 0}
            >
              {t('reports.export.button')}
            </Button>
          </>
        }
      />
      {state.status === 'loading' ? <LoadingState label={t('reports.sms.loading')} /> : null}
      {state.status === 'error' ? (
        <LoadErrorAlert what={t('reports.sms.what')} onRetry={retry} />
      ) : null}
      {state.status === 'ready' && rows.length === 0 ? (
        <EmptyState
          icon="sms"
          title={t('reports.sms.empty.title')}
          message={t('reports.sms.empty.message')}
        />
      ) : null}
      {state.status === 'ready' && rows.length > 0 ? (
        <Box sx={{ width: '100%' }}>
          <DataGrid<RecipientRow>
            apiRef={apiRef}
            aria-label={t('reports.sms.title')}
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
