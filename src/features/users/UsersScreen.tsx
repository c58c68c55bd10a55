import { useMemo } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { ListView } from '../../components/list/ListView';
import { useListController } from '../../components/list/useListController';
import { PageHeader } from '../../components/PageHeader';
import { useNamespaces, useT } from '../../i18n/hooks';
import { useFormat } from '../../i18n/useFormat';
import type { User } from '../../types/domain';
import { USERS_LIST, ignoredFilters, toUserFilter } from './listState';
import { PendingInvites } from './PendingInvites';
import { UserFilters } from './UserFilters';
import { editUserPath, userColumns } from './userColumns';
import { useAccountStatusAction } from './useAccountStatusAction';
import { useCompanies } from './useCompanies';
import { useUserPage } from './useUserPage';
import { useUsersScope } from './usersScope';

/** The brand red reaches only 4.38:1 on white: filled buttons use its dark shade. */
const readableFilled = { bgcolor: 'primary.dark', '&:hover': { bgcolor: 'primary.dark', filter: 'brightness(0.9)' } } as const;

/**
 * Manage Users: admins (/admin/users) list every company's users or one company's; managers (/manager/users)
 * their own company's. A server-paged live grid ordered by name, with Edit, Disable and (admins) Enable per row
 * where the viewer may, and the pending invites below.
 */
export default function UsersScreen() {
  useNamespaces('users');
  const t = useT();
  const format = useFormat();
  const scope = useUsersScope();
  const navigate = useNavigate();
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('sm'));
  const isAdmin = scope.kind === 'admin';

  const list = useListController(USERS_LIST, { ignore: ignoredFilters(scope.kind) });
  const { filters } = list.state;
  const filter = useMemo(() => toUserFilter(filters, scope), [filters, scope]);
  const users = useUserPage(filter, { pageSize: list.state.pageSize, pageIndex: list.state.page });
  const companies = useCompanies(isAdmin);
  const companyNames = useMemo(
    () => (isAdmin ? new Map((companies.companies ?? []).map((company) => [company.id, company.name])) : null),
    [isAdmin, companies.companies],
  );
  const { request, dialog } = useAccountStatusAction();

  const viewer = scope.viewer;
  const columns = useMemo(
    () =>
      viewer
        ? userColumns({
            viewer,
            base: scope.base,
            companyNames,
            compact,
            onEdit: (user: User) => navigate(editUserPath(scope.base, user)),
            onAccountAction: request,
            t,
            formatPhone: format.phone,
          })
        : [],
    [viewer, scope.base, companyNames, compact, navigate, request, t, format.phone],
  );

  const inviteButton = (
    <Button variant="contained" component={RouterLink} to={`${scope.base}/invite`} sx={readableFilled}>
      {t('users.list.invite')}
    </Button>
  );

  const invitesScope = isAdmin
    ? { company: filters.company, includeAdminInvites: true }
    : scope.companyId
      ? { company: scope.companyId, includeAdminInvites: false }
      : null;

  if (!viewer) return null;
  return (
    <>
      <PageHeader
        title={t('app.title.manageUsers')}
        subtitle={
          isAdmin
            ? t('users.list.subtitleAdmin')
            : t('users.list.subtitleManager', { company: scope.companyName || t('users.yourCompany') })
        }
        actions={filter ? inviteButton : undefined}
      />
      {!filter ? (
        <Alert severity="info">{t('users.list.noCompany')}</Alert>
      ) : (
        <>
          <UserFilters filters={filters} onChange={list.setFilters} companies={isAdmin ? companies.companies : null} />
          {isAdmin && companies.status === 'error' ? (
            <Alert
              severity="warning"
              sx={{ mb: 2 }}
              action={
                <Button color="inherit" size="small" onClick={companies.retry}>
                  {t('components.retry')}
                </Button>
              }
            >
              {t('users.list.companiesFailed')}
            </Alert>
          ) : null}
          <ListView
            aria-label={t('users.list.label')}
            list={list}
            data={users}
            columns={columns}
            what={t('users.what.users')}
            empty={{ icon: 'group', title: t('users.list.emptyTitle'), message: t('users.list.emptyMessage'), action: inviteButton }}
            noMatch={{ title: t('users.list.noMatchTitle'), message: t('users.list.noMatchMessage') }}
            compact={compact}
          />
          <PendingInvites viewer={viewer} scope={invitesScope} showCompany={isAdmin} compact={compact} />
        </>
      )}
      {dialog}
    </>
  );
}
