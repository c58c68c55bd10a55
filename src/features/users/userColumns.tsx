import { Link as RouterLink } from 'react-router-dom';
import Icon from '@mui/material/Icon';
import Link from '@mui/material/Link';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { displayNameOf } from '../../data/userDocument';
import type { User } from '../../types/domain';
import { canDisableUser, canEditUser, canEnableUser, type Viewer } from './permissions';
import { RoleChips, StatusChip } from './RoleChips';
import { fullName } from './usersScope';
import type { AccountAction } from './useAccountStatusAction';
import { formatPhone } from '../../lib/phone';

export interface UserColumnOptions {
  viewer: Viewer;
  base: string;
  /** Company names by id; null hides the company column (managers see only their own). */
  companyNames: Map<string, string> | null;
  /** Under 600 px only the name, status and actions fit. */
  compact: boolean;
  onEdit: (user: User) => void;
  onAccountAction: (user: User, action: AccountAction) => void;
}

export const editUserPath = (base: string, user: Pick<User, 'id'>) => `${base}/edit/${user.id}`;

/** The users list's columns: nothing sorts or filters in the grid (the query orders by name). */
export function userColumns({ viewer, base, companyNames, compact, onEdit, onAccountAction }: UserColumnOptions): GridColDef<User>[] {
  const columns: (GridColDef<User> & { wide?: boolean })[] = [
    {
      field: 'name',
      headerName: 'Name',
      flex: 1,
      minWidth: 160,
      valueGetter: (_value, row) => fullName(row),
      renderCell: ({ row }) =>
        canEditUser(viewer, row) ? (
          <Link component={RouterLink} to={editUserPath(base, row)} underline="hover" sx={{ color: 'primary.dark' }}>
            {fullName(row) || '(no name)'}
          </Link>
        ) : (
          fullName(row)
        ),
    },
    { field: 'email', headerName: 'Email', flex: 1, minWidth: 200, wide: true, valueGetter: (_value, row) => row.data.email },
    { field: 'phone', headerName: 'Phone', width: 140, wide: true, valueGetter: (_value, row) => formatPhone(row.data.phone) },
    ...(companyNames
      ? [
          {
            field: 'company',
            headerName: 'Company',
            flex: 1,
            minWidth: 160,
            wide: true,
            valueGetter: (_value: unknown, row: User) => companyNames.get(row.company) ?? row.company,
          } satisfies GridColDef<User> & { wide: boolean },
        ]
      : []),
    {
      field: 'roles',
      headerName: 'Roles',
      width: 160,
      wide: true,
      valueGetter: (_value, row) => [row.data.admin ? 'Admin' : '', row.data.manager ? 'Manager' : ''].join(' '),
      renderCell: ({ row }) => <RoleChips admin={row.data.admin} manager={row.data.manager} />,
    },
    { field: 'sms', headerName: 'SMS', width: 70, wide: true, valueGetter: (_value, row) => (row.data.sms ? 'Yes' : 'No') },
    {
      field: 'active',
      headerName: 'Status',
      width: 110,
      valueGetter: (_value, row) => (row.active ? 'Active' : 'Disabled'),
      renderCell: ({ row }) => <StatusChip active={row.active} />,
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 110,
      getActions: ({ row }) => {
        const name = displayNameOf(row);
        const actions = [];
        if (canEditUser(viewer, row)) {
          actions.push(
            <GridActionsCellItem key="edit" icon={<Icon>edit</Icon>} label={`Edit ${name}`} title="Edit" onClick={() => onEdit(row)} />,
          );
        }
        if (canDisableUser(viewer, row)) {
          actions.push(
            <GridActionsCellItem
              key="disable"
              icon={<Icon>person_off</Icon>}
              label={`Disable ${name}`}
              title="Disable"
              onClick={() => onAccountAction(row, 'disable')}
            />,
          );
        } else if (canEnableUser(viewer, row)) {
          actions.push(
            <GridActionsCellItem
              key="enable"
              icon={<Icon>person_add</Icon>}
              label={`Enable ${name}`}
              title="Enable"
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
