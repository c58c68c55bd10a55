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
import { formatDate } from '../../lib/dates';
import { ORDER_TYPE_LABELS, orderStatusLabel } from '../../reference/orders';
import type { User } from '../../types/domain';
import type { Order } from '../../types/orders';

/** How many of a dealer's latest orders its edit page shows. */
export const RECENT_ORDER_COUNT = 10;

const cardTitle = { title: { component: 'h2', variant: 'h6' } } as const;

export function userName(user: User): string {
  return `${user.data.firstname} ${user.data.lastname}`.trim() || user.data.email;
}

export function roleLabel(user: User): string {
  if (user.data.admin) return 'Admin';
  return user.data.manager ? 'Manager' : 'Dealer';
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
                Retry
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
  const loaded = useServerRead(
    `company-users:${companyId}`,
    async () => sortUsers(await queryUsers([{ field: 'company', op: '==', value: companyId }])),
    { label: "the dealer's users", refusalIsError: true },
  );
  return (
    <Section
      title="Users"
      loaded={loaded}
      loadingLabel="Loading the dealer's users…"
      errorMessage="The dealer's users could not be loaded. Check your connection and try again."
      empty={<EmptyState icon="group_off" title="No users yet" message="People invited to this dealer appear here once they register." />}
    >
      {(users: User[]) => (
        <TableContainer>
          <Table size="small" aria-label="Users of the dealer">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Email</TableCell>
                <TableCell>Role</TableCell>
                <TableCell>Status</TableCell>
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
                  <TableCell>{roleLabel(user)}</TableCell>
                  <TableCell>{user.active ? 'Active' : 'Disabled'}</TableCell>
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
  const loaded = useServerRead(`company-recent-orders:${companyId}`, () => listRecentOrders(companyId, RECENT_ORDER_COUNT), {
    label: "the dealer's recent orders",
    refusalIsError: true,
  });
  return (
    <Section
      title="Recent Orders"
      loaded={loaded}
      loadingLabel="Loading the dealer's orders…"
      errorMessage="The dealer's orders could not be loaded. Check your connection and try again."
      empty={<EmptyState icon="receipt_long" title="No orders yet" message="Orders this dealer submits appear here." />}
    >
      {(orders: Order[]) => (
        <TableContainer>
          <Table size="small" aria-label="Recent orders of the dealer">
            <TableHead>
              <TableRow>
                <TableCell>Order #</TableCell>
                <TableCell>Type</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Date</TableCell>
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
                  <TableCell>{ORDER_TYPE_LABELS[order.type]}</TableCell>
                  <TableCell>{orderStatusLabel(order.status)}</TableCell>
                  <TableCell>{formatDate(order.createdDate)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Section>
  );
}
