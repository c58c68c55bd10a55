import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../i18n/hooks';
import { useFormat } from '../../i18n/useFormat';
import type { Warranty } from '../../types/orders';
import { fabricText, formatSite, orderTypeLabel } from './warrantyText';

/** Label and value pairs laid out as a description list (two columns when there is room). */
export function DetailList({ items }: { items: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: { xs: 0, sm: 1 } }}
    >
      {items.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body1" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value || '—'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** What the dealer applied with: the order, who applied, the installation and the end customer. */
export function WarrantyDetails({ warranty }: { warranty: Warranty }) {
  const t = useT();
  const format = useFormat();
  const customer = warranty.endCustomer;
  return (
    <DetailList
      items={[
        [
          t('warranties.details.order'),
          <Link key="order" component={RouterLink} to={`/orders/view/${warranty.order}`}>
            {t('warranties.orderNumber', { number: warranty.orderNumber })}
          </Link>,
        ],
        [t('warranties.details.orderType'), orderTypeLabel(warranty.orderType, t)],
        [t('warranties.details.fabric'), fabricText(warranty.fabric, t)],
        [t('warranties.details.dealer'), warranty.companyName],
        [t('warranties.details.appliedBy'), t('warranties.details.appliedByValue', { name: warranty.createdByName, date: format.dateTime(warranty.createdDate) })],
        [t('warranties.details.installDate'), format.date(warranty.installDate)],
        [t('warranties.details.installer'), warranty.installer],
        [t('warranties.details.endCustomer'), customer.name],
        [t('warranties.details.customerPhone'), customer.phone ? format.phone(customer.phone) : ''],
        [t('warranties.details.customerEmail'), customer.email],
        [t('warranties.details.site'), formatSite(customer.site, t)],
      ]}
    />
  );
}
