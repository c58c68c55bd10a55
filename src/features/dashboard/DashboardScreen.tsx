import Grid from '@mui/material/Grid';
import { PageHeader } from '../../components/PageHeader';
import { useSessionStore } from '../../store/session';
import { ActiveOrdersCard } from './ActiveOrdersCard';
import { QuickLinksCard } from './QuickLinksCard';
import { RecentNotificationsCard } from './RecentNotificationsCard';

/** /dashboard: the company's active orders, recent notifications and shortcuts to the main tasks. */
export default function DashboardScreen() {
  const user = useSessionStore((state) => state.currentUser);
  const company = useSessionStore((state) => state.company);
  const companyId = company?.id ?? user?.company ?? null;
  const greeting = user?.data.firstname ? `Welcome, ${user.data.firstname}` : 'Welcome';

  return (
    <>
      <PageHeader title="Dashboard" subtitle={company?.name ? `${greeting} · ${company.name}` : greeting} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <ActiveOrdersCard
            scope={user?.data.admin ? { kind: 'all dealers' } : { kind: 'company', companyId: companyId || null }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <RecentNotificationsCard />
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <QuickLinksCard />
        </Grid>
      </Grid>
    </>
  );
}
