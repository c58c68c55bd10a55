import { useCallback, useMemo } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { LoadErrorAlert } from '../../components/data/LoadErrorAlert';
import { PagedDataGrid } from '../../components/data/PagedDataGrid';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import type { User } from '../../types/domain';
import { PAGE_SIZES, DEFAULT_LIST_STATE, hasFilters, readListState, toUserFilter, writeListState, type UsersListState } from './listState';
import { PendingInvites } from './PendingInvites';
import { UserFilters } from './UserFilters';
import { editUserPath, userColumns } from './userColumns';
import { useAccountStatusAction } from './useAccountStatusAction';
import { useCompanies } from './useCompanies';
import { useUserPage } from './useUserPage';
import { useUsersScope } from './usersScope';

/** The brand red reaches only 4.38:1 on white: text and filled buttons use its dark shade. */
const readableBrand = { color: 'primary.dark' } as const;
const readableFilled = { bgcolor: 'primary.dark', '&:hover': { bgcolor: 'primary.dark', filter: 'brightness(0.9)' } } as const;

/**
 * Manage Users: admins (/admin/users) list every company's users or one company's; managers (/manager/users)
 * their own company's. A server-paged live grid ordered by name, with Edit, Disable and (admins) Enable per row
 * where the viewer may, and the pending invites below.
 */
export default function UsersScreen() {
  const scope = useUsersScope();
  const navigate = useNavigate();
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('sm'));
  const isAdmin = scope.kind === 'admin';

  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const state = useMemo(() => readListState(new URLSearchParams(search)), [search]);
  const update = useCallback((next: UsersListState) => setParams(writeListState(next), { replace: true }), [setParams]);
  const filter = useMemo(() => toUserFilter(state, scope), [state, scope]);
  const { state: page, pageIndex, goTo, retry } = useUserPage(filter, state.pageSize);
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
          })
        : [],
    [viewer, scope.base, companyNames, compact, navigate, request],
  );

  const rows = page.page?.items ?? [];
  const filtered = hasFilters(state, scope.kind);
  const emptyNow = page.status === 'ready' && rows.length === 0 && pageIndex === 0;
  const clear = () => update({ ...DEFAULT_LIST_STATE, pageSize: state.pageSize });
  const inviteButton = (
    <Button variant="contained" component={RouterLink} to={`${scope.base}/invite`} sx={readableFilled}>
      Invite User
    </Button>
  );

  const invitesScope = isAdmin
    ? { company: state.company, includeAdminInvites: true }
    : scope.companyId
      ? { company: scope.companyId, includeAdminInvites: false }
      : null;

  if (!viewer) return null;
  return (
    <>
      <PageHeader
        title="Manage Users"
        subtitle={isAdmin ? "Every company's users and invitations." : `Users of ${scope.companyName || 'your company'}.`}
        actions={filter ? inviteButton : undefined}
      />
      {!filter ? (
        <Alert severity="info">Your account is not linked to a dealer, so there are no users to manage.</Alert>
      ) : (
        <>
          <UserFilters state={state} onChange={update} companies={isAdmin ? companies.companies : null} />
          {isAdmin && companies.status === 'error' ? (
            <Alert severity="warning" sx={{ mb: 2 }} action={<Button color="inherit" size="small" onClick={companies.retry}>Retry</Button>}>
              The company names could not be loaded, so companies show by id and cannot be filtered.
            </Alert>
          ) : null}
          {page.status === 'error' ? <LoadErrorAlert what="users" onRetry={retry} sx={{ mb: 2 }} /> : null}
          {emptyNow ? (
            filtered ? (
              <EmptyState
                icon="filter_alt_off"
                title="No users match these filters"
                message="Try other filters, or clear them to see every active user."
                action={
                  <Button onClick={clear} sx={readableBrand}>
                    Clear filters
                  </Button>
                }
              />
            ) : (
              <EmptyState icon="group" title="No users yet" message="Invite the first user: they register through the link in their invitation." action={inviteButton} />
            )
          ) : page.status !== 'error' || rows.length > 0 ? (
            <PagedDataGrid<User>
              aria-label="Users"
              rows={rows}
              columns={columns}
              loading={page.status === 'loading'}
              rowCount={null}
              page={pageIndex}
              pageSize={state.pageSize}
              pageSizeOptions={PAGE_SIZES}
              hasNextPage={page.page?.hasMore ?? false}
              onPageChange={goTo}
              onPageSizeChange={(pageSize) => update({ ...state, pageSize })}
              compact={compact}
            />
          ) : null}
          <PendingInvites viewer={viewer} scope={invitesScope} showCompany={isAdmin} compact={compact} />
        </>
      )}
      {dialog}
    </>
  );
}
