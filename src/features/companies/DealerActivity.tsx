import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { EmptyState } from '../../components/EmptyState';
import { LoadingState } from '../../components/LoadingState';
import { listRecentOrders } from '../../data/orders/orderListQueries';
import { useServerRead, type ServerStateWithRetry } from '../../data/serverState/serverState';
import { queryUsers } from '../../data/usersApi';
import { useT } from '../../i18n/hooks';
import { useFormat } from '../../i18n/useFormat';
import { orderStatusText, orderTypeText } from '../../reference/labels/orders';
import type { User } from '../../types/domain';
import type { Order } from '../../types/orders';

/** How many of a dealer's latest orders its edit page shows. */
export const RECENT_ORDER_COUNT = 10;

const cardTitle = { title: { component: 'h2', variant: 'h6' } } as const;

export function userName(user: User): string {
  return `${user.data.firstname} ${user.data.lastname}`.trim() || user.data.email;
}

/** The message id of the user's role. */
export function roleLabel(user: User): string {
  if (user.data.admin) return 'companies.users.roleAdmin';
  return user.data.manager ? 'companies.users.roleManager' : 'companies.users.roleDealer';
}

/** Users by name; the query has no order of its own. */
export function sortUsers(users: readonly User[]): User[] {
  return [...users].sort((a, b) => userName(a).localeCompare(userName(b)) || a.id.localeCompare(b.id));
}

function Section<T>({
  title,
  loaded,
  loadingLabel,
  errorMessage,
  empty,
  children,
}: {
  title: string;
  loaded: ServerStateWithRetry<T[]>;
  loadingLabel: string;
  errorMessage: string;
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  const t = useT();
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardHeader title={title} slotProps={cardTitle} />
      <CardContent>
        {loaded.status === 'loading' ? <LoadingState label={loadingLabel} /> : null}
        {loaded.status === 'error' || loaded.status === 'missing' ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={loaded.retry}>
                {t('components.retry')}
              </Button>
            }
          >
            {errorMessage}
          </Alert>
        ) : null}
        {loaded.status === 'ready' ? (loaded.value.length === 0 ? empty : children(loaded.value)) : null}
      </CardContent>
    </Card>
  );
}

/** The dealer's users (every one, disabled ones too), each linking to its edit page. */
export function DealerUsers({ companyId }: { companyId: string }) {
  const t = useT();
  const loaded = useServerRead(
    `company-users:${companyId}`,
    async () => sortUsers(await queryUsers([{ field: 'company', op: '==', value: companyId }])),
    { label: "the dealer's users", refusalIsError: true },
  );
  return (
    <Section
      title={t('companies.users.title')}
      loaded={loaded}
      loadingLabel={t('companies.users.loading')}
      errorMessage={t('companies.users.loadFailed')}
      empty={<EmptyState icon="group_off" title={t('companies.users.empty.title')} message={t('companies.users.empty.message')} />}
    >
      {(users: User[]) => (
        <TableContainer>
          <Table size="small" aria-label={t('companies.users.tableLabel')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('companies.users.column.name')}</TableCell>
                <TableCell>{t('companies.users.column.email')}</TableCell>
                <TableCell>{t('companies.users.column.role')}</TableCell>
                <TableCell>{t('companies.users.column.status')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {users.map((user) => (
                <TableRow key={user.id}>
                  <TableCell>
                    <Link component={RouterLink} to={`/admin/users/edit/${user.id}`} underline="hover">
                      {userName(user)}
                    </Link>
                  </TableCell>
                  <TableCell>{user.data.email}</TableCell>
                  <TableCell>{t(roleLabel(user))}</TableCell>
                  <TableCell>{t(user.active ? 'companies.users.active' : 'companies.users.disabled')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Section>
  );
}

/** The dealer's latest orders, newest first, each linking to the order page. */
export function DealerRecentOrders({ companyId }: { companyId: string }) {
  const t = useT();
  const format = useFormat();
  const loaded = useServerRead(`company-recent-orders:${companyId}`, () => listRecentOrders(companyId, RECENT_ORDER_COUNT), {
    label: "the dealer's recent orders",
    refusalIsError: true,
  });
  return (
    <Section
      title={t('companies.orders.title')}
      loaded={loaded}
      loadingLabel={t('companies.orders.loading')}
      errorMessage={t('companies.orders.loadFailed')}
      empty={<EmptyState icon="receipt_long" title={t('companies.orders.empty.title')} message={t('companies.orders.empty.message')} />}
    >
      {(orders: Order[]) => (
        <TableContainer>
          <Table size="small" aria-label={t('companies.orders.tableLabel')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('companies.orders.column.number')}</TableCell>
                <TableCell>{t('companies.orders.column.type')}</TableCell>
                <TableCell>{t('companies.orders.column.status')}</TableCell>
                <TableCell>{t('companies.orders.column.date')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {orders.map((order) => (
                <TableRow key={order.id}>
                  <TableCell>
                    <Link component={RouterLink} to={`/orders/view/${order.id}`} underline="hover">
                      {order.number}
                    </Link>
                  </TableCell>
                  <TableCell>{orderTypeText(order.type, t)}</TableCell>
                  <TableCell>{orderStatusText(order.status, t)}</TableCell>
                  <TableCell>{format.date(order.createdDate)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Section>
  );
}
