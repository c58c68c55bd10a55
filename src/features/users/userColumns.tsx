import { Link as RouterLink } from 'react-router-dom';
import Icon from '@mui/material/Icon';
import Link from '@mui/material/Link';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { displayNameOf } from '../../data/userDocument';
import type { Translate } from '../../i18n/i18n';
import type { User } from '../../types/domain';
import { canDisableUser, canEditUser, canEnableUser, type Viewer } from './permissions';
import { RoleChips, StatusChip } from './RoleChips';
import { fullName, roleLabels } from './usersScope';
import type { AccountAction } from './useAccountStatusAction';

export interface UserColumnOptions {
  viewer: Viewer;
  base: string;
  /** Company names by id; null hides the company column (managers see only their own). */
  companyNames: Map<string, string> | null;
  /** Under 600 px only the name, status and actions fit. */
  compact: boolean;
  onEdit: (user: User) => void;
  onAccountAction: (user: User, action: AccountAction) => void;
  /** The reader's language: its messages, and its way of writing phone numbers. */
  t: Translate;
  formatPhone: (phone: string) => string;
}

export const editUserPath = (base: string, user: Pick<User, 'id'>) => `${base}/edit/${user.id}`;

/** The users list's columns: nothing sorts or filters in the grid (the query orders by name). */
export function userColumns(options: UserColumnOptions): GridColDef<User>[] {
  const { viewer, base, companyNames, compact, onEdit, onAccountAction, t, formatPhone } = options;
  const columns: (GridColDef<User> & { wide?: boolean })[] = [
    {
      field: 'name',
      headerName: t('users.column.name'),
      flex: 1,
      minWidth: 160,
      valueGetter: (_value, row) => fullName(row),
      renderCell: ({ row }) =>
        canEditUser(viewer, row) ? (
          <Link component={RouterLink} to={editUserPath(base, row)} underline="hover" sx={{ color: 'primary.dark' }}>
            {fullName(row) || t('users.column.noName')}
          </Link>
        ) : (
          fullName(row)
        ),
    },
    { field: 'email', headerName: t('users.column.email'), flex: 1, minWidth: 200, wide: true, valueGetter: (_value, row) => row.data.email },
    { field: 'phone', headerName: t('users.column.phone'), width: 140, wide: true, valueGetter: (_value, row) => formatPhone(row.data.phone) },
    ...(companyNames
      ? [
          {
            field: 'company',
            headerName: t('users.column.company'),
            flex: 1,
            minWidth: 160,
            wide: true,
            valueGetter: (_value: unknown, row: User) => companyNames.get(row.company) ?? row.company,
          } satisfies GridColDef<User> & { wide: boolean },
        ]
      : []),
    {
      field: 'roles',
      headerName: t('users.column.roles'),
      width: 160,
      wide: true,
      valueGetter: (_value, row) => roleLabels(row.data).map((label) => t(label)).join(' '),
      renderCell: ({ row }) => <RoleChips admin={row.data.admin} manager={row.data.manager} />,
    },
    {
      field: 'sms',
      headerName: t('users.column.sms'),
      width: 70,
      wide: true,
      valueGetter: (_value, row) => t(row.data.sms ? 'users.column.yes' : 'users.column.no'),
    },
    {
      field: 'active',
      headerName: t('users.column.status'),
      width: 110,
      valueGetter: (_value, row) => t(row.active ? 'users.status.active' : 'users.status.disabled'),
      renderCell: ({ row }) => <StatusChip active={row.active} />,
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: t('users.column.actions'),
      width: 110,
      getActions: ({ row }) => {
        const name = displayNameOf(row);
        const actions = [];
        if (canEditUser(viewer, row)) {
          actions.push(
            <GridActionsCellItem
              key="edit"
              icon={<Icon>edit</Icon>}
              label={t('users.action.editUser', { name })}
              title={t('users.action.edit')}
              onClick={() => onEdit(row)}
            />,
          );
        }
        if (canDisableUser(viewer, row)) {
          actions.push(
            <GridActionsCellItem
              key="disable"
              icon={<Icon>person_off</Icon>}
              label={t('users.action.disableUser', { name })}
              title={t('users.action.disable')}
              onClick={() => onAccountAction(row, 'disable')}
            />,
          );
        } else if (canEnableUser(viewer, row)) {
          actions.push(
            <GridActionsCellItem
              key="enable"
              icon={<Icon>person_add</Icon>}
              label={t('users.action.enableUser', { name })}
              title={t('users.action.enable')}
              onClick={() => onAccountAction(row, 'enable')}
            />,
          );
        }
        return actions;
      },
    },
  ];
  return columns
    .filter((column) => !(compact && column.wide))
    .map(({ wide: _wide, ...column }) => ({ sortable: false, ...column }));
}
