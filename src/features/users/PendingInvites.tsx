import { useMemo, useState } from 'react';
import { useSnackbar } from 'notistack';
import Box from '@mui/material/Box';
import Icon from '@mui/material/Icon';
import Typography from '@mui/material/Typography';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ListView } from '../../components/list/ListView';
import type { ListDefinition } from '../../components/list/listState';
import { useListController } from '../../components/list/useListController';
import { revokeInvite, type PendingInvitesScope } from '../../data/invitesApi';
import { useT } from '../../i18n/hooks';
import { useFormat } from '../../i18n/useFormat';
import type { Invite } from '../../types/domain';
import type { Viewer } from './permissions';
import { RoleChips } from './RoleChips';
import { useCopyInviteLink, useResendInvite } from './inviteActions';
import { usePendingInvites } from './usePendingInvites';
import { fullName } from './usersScope';

export interface PendingInvitesProps {
  viewer: Viewer;
  /** Which invites to list; null lists none (a manager without a company). */
  scope: PendingInvitesScope | null;
  showCompany: boolean;
  compact: boolean;
}

const HEADING_ID = 'pending-invites-heading';

/** Paging only, under parameters of its own: the users list above owns 'size' and 'page'. */
const INVITES_LIST: ListDefinition<Record<string, never>> = {
  filters: {},
  pageSizes: [10, 25],
  defaultPageSize: 10,
  params: { pageSize: 'invitesSize', page: 'invitesPage' },
};

/** Invites not used yet: copy the link, send the mail again, or revoke (the link stops working). */
export function PendingInvites({ viewer, scope, showCompany, compact }: PendingInvitesProps) {
  const t = useT();
  const format = useFormat();
  const list = useListController(INVITES_LIST);
  const invites = usePendingInvites(scope, viewer, { pageSize: list.state.pageSize, pageIndex: list.state.page });
  const { enqueueSnackbar } = useSnackbar();
  const copyLink = useCopyInviteLink();
  const { resend, sending } = useResendInvite();
  const [revoking, setRevoking] = useState<{ open: boolean; invite: Invite | null; busy: boolean }>({ open: false, invite: null, busy: false });

  async function revoke() {
    const invite = revoking.invite;
    if (!invite) return;
    setRevoking((current) => ({ ...current, busy: true }));
    try {
      await revokeInvite(invite.id);
      enqueueSnackbar(t('users.invites.revoked', { email: invite.email }), { variant: 'success' });
      setRevoking({ open: false, invite, busy: false });
    } catch (error) {
      console.error(`Unable to revoke invite ${invite.id}`, error);
      enqueueSnackbar(t('users.invites.revokeFailed', { email: invite.email }), { variant: 'error' });
      setRevoking((current) => ({ ...current, busy: false }));
    }
  }

  const columns = useMemo(() => {
    const all: (GridColDef<Invite> & { wide?: boolean })[] = [
      { field: 'email', headerName: t('users.column.email'), flex: 1, minWidth: 200 },
      { field: 'name', headerName: t('users.column.name'), flex: 1, minWidth: 140, wide: true, valueGetter: (_value, row) => fullName(row) },
      {
        field: 'roles',
        headerName: t('users.column.roles'),
        width: 160,
        wide: true,
        renderCell: ({ row }) => <RoleChips admin={row.admin} manager={row.manager} />,
      },
      ...(showCompany
        ? [{ field: 'companyName', headerName: t('users.column.company'), flex: 1, minWidth: 150, wide: true } satisfies GridColDef<Invite> & { wide: boolean }]
        : []),
      { field: 'createdByName', headerName: t('users.invites.invitedBy'), width: 150, wide: true },
      {
        field: 'lastSentDate',
        headerName: t('users.invites.sent'),
        width: 120,
        wide: true,
        valueGetter: (_value, row) => (row.lastSentDate ? format.date(row.lastSentDate) : t('users.invites.notSent')),
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: t('users.column.actions'),
        width: 130,
        getActions: ({ row }) => [
          <GridActionsCellItem
            key="copy"
            icon={<Icon>content_copy</Icon>}
            label={t('users.invites.copyLinkFor', { email: row.email })}
            title={t('users.invites.copyLink')}
            onClick={() => void copyLink(row.id)}
          />,
          <GridActionsCellItem
            key="resend"
            icon={<Icon>forward_to_inbox</Icon>}
            label={t('users.invites.resendTo', { email: row.email })}
            title={t('users.invites.resend')}
            disabled={sending === row.id}
            onClick={() => void resend(row)}
          />,
          <GridActionsCellItem
            key="revoke"
            icon={<Icon>link_off</Icon>}
            label={t('users.invites.revokeFor', { email: row.email })}
            title={t('users.invites.revoke')}
            onClick={() => setRevoking({ open: true, invite: row, busy: false })}
          />,
        ],
      },
    ];
    return all.filter((column) => !(compact && column.wide)).map(({ wide: _wide, ...column }) => ({ sortable: false, ...column }));
  }, [showCompany, compact, copyLink, resend, sending, t, format]);

  return (
    <Box component="section" aria-labelledby={HEADING_ID} sx={{ mt: 5 }}>
      <Typography id={HEADING_ID} variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('users.invites.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('users.invites.intro')}
      </Typography>
      <ListView
        aria-label={t('users.invites.heading')}
        list={list}
        data={invites}
        columns={columns}
        what={t('users.what.pendingInvites')}
        empty={{ icon: 'mark_email_read', title: t('users.invites.empty') }}
        compact={compact}
      />
      <ConfirmDialog
        open={revoking.open}
        title={t('users.invites.revokeTitle')}
        message={revoking.invite ? t('users.invites.revokeMessage', { email: revoking.invite.email }) : ''}
        confirmLabel={t('users.invites.revoke')}
        destructive
        busy={revoking.busy}
        onConfirm={() => void revoke()}
        onClose={() => setRevoking((current) => ({ ...current, open: false }))}
      />
    </Box>
  );
}
