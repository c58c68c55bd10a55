import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate, formatDateTime } from '../../lib/dates';
import { ORDER_TYPE_LABELS } from '../../reference/orders';
import type { Warranty } from '../../types/orders';
import { formatSite } from './warrantyText';

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
  const customer = warranty.endCustomer;
  return (
    <DetailList
      items={[
        [
          'Order',
          <Link key="order" component={RouterLink} to={`/orders/view/${warranty.order}`}>
            {`Order ${warranty.orderNumber}`}
          </Link>,
        ],
        ['Order type', ORDER_TYPE_LABELS[warranty.orderType]],
        ['Fabric', warranty.fabric ?? 'None (parts order)'],
        ['Dealer', warranty.companyName],
        ['Applied by', `${warranty.createdByName}, ${formatDateTime(warranty.createdDate)}`],
        ['Install date', formatDate(warranty.installDate)],
        ['Installer', warranty.installer],
        ['End customer', customer.name],
        ['Customer phone', customer.phone],
        ['Customer email', customer.email],
        ['Site', formatSite(customer.site)],
      ]}
    />
  );
}
