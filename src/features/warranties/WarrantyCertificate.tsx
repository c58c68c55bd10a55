import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../lib/dates';
import { PRODUCT_NAME } from '../../reference/app';
import { ORDER_TYPE_LABELS } from '../../reference/orders';
import type { Warranty } from '../../types/orders';
import { DetailList } from './WarrantyDetails';
import { formatSite } from './warrantyText';

export const CERTIFICATE_CLASS = 'warranty-certificate';

/**
 * On paper only the certificate shows: everything else is hidden, the certificate moves to the top left,
 * and colours are the printer's black on white.
 */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        '@page': { margin: '18mm' },
        'body *': { visibility: 'hidden' },
        [`.${CERTIFICATE_CLASS}, .${CERTIFICATE_CLASS} *`]: { visibility: 'visible' },
        [`.${CERTIFICATE_CLASS}`]: {
          position: 'absolute',
          left: 0,
          top: 0,
          width: '100%',
          boxShadow: 'none !important',
          border: 'none !important',
          color: '#000 !important',
          background: '#fff !important',
        },
        [`.${CERTIFICATE_CLASS} *`]: { color: '#000 !important' },
      },
    }}
  />
);

/** The printable certificate of an approved warranty. */
export function WarrantyCertificate({ warranty }: { warranty: Warranty }) {
  const customer = warranty.endCustomer;
  return (
    <>
      {printStyles}
      <Paper
        variant="outlined"
        component="section"
        className={CERTIFICATE_CLASS}
        aria-labelledby="warranty-certificate-title"
        sx={{ p: { xs: 2, sm: 4 }, borderWidth: 2, borderColor: 'primary.main' }}
      >
        <Box sx={{ textAlign: 'center', mb: 3 }}>
          <Typography variant="overline" component="p">
            {PRODUCT_NAME}
          </Typography>
          <Typography id="warranty-certificate-title" variant="h4" component="h2">
            Warranty Certificate
          </Typography>
          <Typography variant="h6" component="p" sx={{ mt: 1 }}>
            No. {warranty.warrantyNumber}
          </Typography>
        </Box>
        <Divider sx={{ mb: 3 }} />
        <DetailList
          items={[
            ['Warranty number', warranty.warrantyNumber],
            ['Dealer', warranty.companyName],
            ['End customer', customer.name],
            ['Site', formatSite(customer.site)],
            ['Order', `${warranty.orderNumber} (${ORDER_TYPE_LABELS[warranty.orderType]})`],
            ['Fabric', warranty.fabric ?? 'None (parts order)'],
            ['Install date', formatDate(warranty.installDate)],
            ['Coverage start', formatDate(warranty.coverageStart)],
            ['Coverage end', formatDate(warranty.coverageEnd)],
            ['Issued', formatDate(warranty.decidedDate)],
          ]}
        />
        {warranty.decisionNote ? (
          <Typography variant="body2" sx={{ mt: 3 }}>
            {warranty.decisionNote}
          </Typography>
        ) : null}
      </Paper>
    </>
  );
}
