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
import { formatDate } from '../../lib/dates';
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
      enqueueSnackbar(`The invitation for ${invite.email} was revoked.`, { variant: 'success' });
      setRevoking({ open: false, invite, busy: false });
    } catch (error) {
      console.error(`Unable to revoke invite ${invite.id}`, error);
      enqueueSnackbar(`The invitation for ${invite.email} could not be revoked. Please try again.`, { variant: 'error' });
      setRevoking((current) => ({ ...current, busy: false }));
    }
  }

  const columns = useMemo(() => {
    const all: (GridColDef<Invite> & { wide?: boolean })[] = [
      { field: 'email', headerName: 'Email', flex: 1, minWidth: 200 },
      { field: 'name', headerName: 'Name', flex: 1, minWidth: 140, wide: true, valueGetter: (_value, row) => fullName(row) },
      {
        field: 'roles',
        headerName: 'Roles',
        width: 160,
        wide: true,
        renderCell: ({ row }) => <RoleChips admin={row.admin} manager={row.manager} />,
      },
      ...(showCompany ? [{ field: 'companyName', headerName: 'Company', flex: 1, minWidth: 150, wide: true } satisfies GridColDef<Invite> & { wide: boolean }] : []),
      { field: 'createdByName', headerName: 'Invited By', width: 150, wide: true },
      {
        field: 'lastSentDate',
        headerName: 'Sent',
        width: 120,
        wide: true,
        valueGetter: (_value, row) => (row.lastSentDate ? formatDate(row.lastSentDate) : 'Not sent'),
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 130,
        getActions: ({ row }) => [
          <GridActionsCellItem
            key="copy"
            icon={<Icon>content_copy</Icon>}
            label={`Copy the registration link for ${row.email}`}
            title="Copy link"
            onClick={() => void copyLink(row.id)}
          />,
          <GridActionsCellItem
            key="resend"
            icon={<Icon>forward_to_inbox</Icon>}
            label={`Re-send the invitation to ${row.email}`}
            title="Re-send"
            disabled={sending === row.id}
            onClick={() => void resend(row)}
          />,
          <GridActionsCellItem
            key="revoke"
            icon={<Icon>link_off</Icon>}
            label={`Revoke the invitation for ${row.email}`}
            title="Revoke"
            onClick={() => setRevoking({ open: true, invite: row, busy: false })}
          />,
        ],
      },
    ];
    return all.filter((column) => !(compact && column.wide)).map(({ wide: _wide, ...column }) => ({ sortable: false, ...column }));
  }, [showCompany, compact, copyLink, resend, sending]);

  return (
    <Box component="section" aria-labelledby={HEADING_ID} sx={{ mt: 5 }}>
      <Typography id={HEADING_ID} variant="h5" component="h2" sx={{ mb: 1 }}>
        Pending Invites
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Invitations not used yet. Each link registers one person; revoke it to stop it working.
      </Typography>
      <ListView
        aria-label="Pending Invites"
        list={list}
        data={invites}
        columns={columns}
        what="pending invites"
        empty={{ icon: 'mark_email_read', title: 'No invitations are waiting to be used.' }}
        compact={compact}
      />
      <ConfirmDialog
        open={revoking.open}
        title="Revoke this invitation?"
        message={
          revoking.invite
            ? `The registration link sent to ${revoking.invite.email} will stop working. You can invite them again later.`
            : ''
        }
        confirmLabel="Revoke"
        destructive
        busy={revoking.busy}
        onConfirm={() => void revoke()}
        onClose={() => setRevoking((current) => ({ ...current, open: false }))}
      />
    </Box>
  );
}
