import Grid from '@mui/material/Grid';
import { PageHeader } from '../../components/PageHeader';
import { useNamespaces, useT } from '../../i18n/hooks';
import { useSessionStore } from '../../store/session';
import { ActiveOrdersCard } from './ActiveOrdersCard';
import { PendingRequestsCard } from './PendingRequestsCard';
import { QuickLinksCard } from './QuickLinksCard';
import { quickLinksFor } from './quickLinks';
import { RecentNotificationsCard } from './RecentNotificationsCard';

/**
 * /dashboard: the company's active orders, recent notifications and shortcuts to the main tasks. An admin's opens
 * on their queue (what waits for their decision), every dealer's active orders and the admin screens.
 */
export default function DashboardScreen() {
  useNamespaces('dashboard');
  const t = useT();
  const user = useSessionStore((state) => state.currentUser);
  const company = useSessionStore((state) => state.company);
  const companyId = company?.id ?? user?.company ?? null;
  const isAdmin = user?.data.admin === true;
  const greeting = user?.data.firstname ? t('dashboard.welcomeName', { name: user.data.firstname }) : t('dashboard.welcome');
  // Four cards side by side for admins on wide screens, three for everyone else.
  const card = { xs: 12, md: 6, lg: isAdmin ? 3 : 4 };

  return (
    <>
      <PageHeader
        title={t('dashboard.title')}
        subtitle={company?.name ? t('dashboard.welcomeAt', { greeting, company: company.name }) : greeting}
      />
      <Grid container spacing={3}>
        {isAdmin ? (
          <Grid size={card}>
            <PendingRequestsCard />
          </Grid>
        ) : null}
        <Grid size={card}>
          <ActiveOrdersCard scope={isAdmin ? { kind: 'everyDealer' } : { kind: 'company', companyId: companyId || null }} />
        </Grid>
        <Grid size={card}>
          <RecentNotificationsCard />
        </Grid>
        <Grid size={isAdmin ? card : { xs: 12, lg: 4 }}>
          <QuickLinksCard links={quickLinksFor(isAdmin)} />
        </Grid>
      </Grid>
    </>
  );
}
