import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../lib/dates';
import { MANUFACTURER, manufacturerAddress } from '../../reference/manufacturer';
import { ORDER_TYPE_LABELS } from '../../reference/orders';
import { addYears, describeYears } from '../../reference/warranty';
import { WARRANTY_TERMS, warrantyStatement } from '../../reference/warrantyTerms';
import type { Warranty } from '../../types/orders';
import { DetailList } from './WarrantyDetails';
import { formatSite } from './warrantyText';

export const CERTIFICATE_CLASS = 'warranty-certificate';
const C = `.${CERTIFICATE_CLASS}`;

/**
 * On paper only the certificate shows, on one Letter or A4 page, in the printer's black on white. Everything that
 * neither holds the certificate nor is inside it is left out of the layout (so no blank pages follow), and what
 * holds it loses its margins; where :has() is unknown, the older rules still hide the rest and lift the
 * certificate to the top of the first page.
 */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        '@page': { margin: '12mm' },
        'body *': { visibility: 'hidden' },
        [`${C}, ${C} *`]: { visibility: 'visible' },
        [`body *:not(:has(${C})):not(${C}):not(${C} *)`]: { display: 'none !important' },
        [`body *:has(${C})`]: { margin: '0 !important', padding: '0 !important', minHeight: '0 !important', maxWidth: 'none !important', boxShadow: 'none !important' },
        [C]: {
          position: 'absolute',
          left: 0,
          top: 0,
          width: '100%',
          boxSizing: 'border-box',
          padding: '6mm 8mm !important',
          border: '1.5pt solid #000 !important',
          boxShadow: 'none !important',
          background: '#fff !important',
          fontSize: '10pt',
          breakInside: 'avoid',
        },
        [`${C} *`]: { color: '#000 !important', borderColor: '#000 !important' },
        // Sizes for paper: the screen's are set per element, so each kind is set again here.
        [`${C} p, ${C} dt, ${C} dd`]: { fontSize: '9.5pt !important', lineHeight: '1.35 !important' },
        [`${C} h2`]: { fontSize: '20pt !important' },
        [`${C} h3`]: { fontSize: '7.5pt !important' },
        [`${C} .certificate-maker`]: { fontSize: '15pt !important' },
        [`${C} .certificate-head`]: { flexWrap: 'nowrap !important' },
        // A page is narrower than the screen's three-column width: the groups stay side by side all the same.
        [`${C} .certificate-groups`]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr)) !important' },
        [`${C} .certificate-groups dl`]: { gridTemplateColumns: 'max-content 1fr !important' },
        [`${C} .certificate-terms`]: { fontSize: '8pt !important', lineHeight: '1.35 !important', columnCount: 2 },
        [`${C} .certificate-terms li`]: { fontSize: '8pt !important' },
      },
    }}
  />
);

/** '15 years, from May 14, 2026 to May 14, 2041'; just the dates when coverage is not a whole number of years. */
export function coverageTerm(warranty: Pick<Warranty, 'coverageStart' | 'coverageEnd'>): string {
  const start = warranty.coverageStart?.toDate();
  const end = warranty.coverageEnd?.toDate();
  if (!start || !end) return '';
  const dates = `from ${formatDate(warranty.coverageStart)} to ${formatDate(warranty.coverageEnd)}`;
  const years = end.getFullYear() - start.getFullYear();
  return years > 0 && addYears(start, years).getTime() === end.getTime() ? `${describeYears(years)}, ${dates}` : dates;
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="overline" component="h3" sx={{ display: 'block', lineHeight: 1.6, mb: 0.5, color: 'text.secondary', fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function SignatureLine({ caption, value }: { caption: string; value?: string }) {
  return (
    <Box sx={{ flex: '1 1 14rem' }}>
      <Box sx={{ height: 40, display: 'flex', alignItems: 'flex-end', px: 0.5, borderBottom: 1, borderColor: 'text.primary' }}>
        {value ? <Typography>{value}</Typography> : null}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {caption}
      </Typography>
    </Box>
  );
}

/**
 * The printable certificate of an approved warranty: who warrants (the manufacturer), its number and coverage, the
 * product, the end customer and site, the terms, and a line to sign.
 */
export function WarrantyCertificate({ warranty }: { warranty: Warranty }) {
  const customer = warranty.endCustomer;
  const term = coverageTerm(warranty);
  const product = `${ORDER_TYPE_LABELS[warranty.orderType]} ${warranty.orderNumber}${warranty.fabric ? `, ${warranty.fabric} cover` : ''}`;
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
        <Box className="certificate-head" sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h5" component="p" color="primary" className="certificate-maker" sx={{ fontWeight: 700 }}>
              {MANUFACTURER.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {manufacturerAddress()} · {MANUFACTURER.website}
            </Typography>
          </Box>
          <Box sx={{ textAlign: { xs: 'left', sm: 'right' }, flexShrink: 0 }}>
            <Typography id="warranty-certificate-title" variant="h4" component="h2">
              Warranty Certificate
            </Typography>
            <Typography variant="h6" component="p">
              No. {warranty.warrantyNumber}
            </Typography>
          </Box>
        </Box>
        <Divider sx={{ my: 2 }} />
        <Typography sx={{ mb: 2 }}>{warrantyStatement({ fabric: warranty.fabric, term })}</Typography>
        <Box className="certificate-groups" sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
          <Group title="Coverage">
            <Typography variant="body2" sx={{ mb: 1 }}>
              {term}
            </Typography>
            <DetailList
              items={[
                ['Warranty number', warranty.warrantyNumber],
                ['Coverage start', formatDate(warranty.coverageStart)],
                ['Coverage end', formatDate(warranty.coverageEnd)],
                ['Issued', formatDate(warranty.decidedDate)],
              ]}
            />
          </Group>
          <Group title="Product">
            <Typography variant="body2" sx={{ mb: 1 }}>
              {product}
            </Typography>
            <DetailList
              items={[
                ['Order', `${warranty.orderNumber} (${ORDER_TYPE_LABELS[warranty.orderType]})`],
                ['Fabric', warranty.fabric ?? 'None (parts order)'],
                ['Install date', formatDate(warranty.installDate)],
              ]}
            />
          </Group>
          <Group title="End customer and site">
            <DetailList
              items={[
                ['End customer', customer.name],
                ['Site', formatSite(customer.site)],
                ['Dealer', warranty.companyName],
              ]}
            />
          </Group>
        </Box>
        {warranty.decisionNote ? (
          <Typography variant="body2" sx={{ mt: 2 }}>
            Note: {warranty.decisionNote}
          </Typography>
        ) : null}
        <Divider sx={{ my: 2 }} />
        <Group title="Terms">
          <Box
            component="ol"
            className="certificate-terms"
            sx={{ m: 0, pl: 2.5, columnGap: 4, columnCount: { xs: 1, md: 2 }, typography: 'body2', color: 'text.secondary' }}
          >
            {WARRANTY_TERMS.map((item) => (
              <Box component="li" key={item.title} sx={{ mb: 0.75, breakInside: 'avoid' }}>
                <Box component="strong" sx={{ color: 'text.primary' }}>
                  {item.title}.
                </Box>{' '}
                {item.text}
              </Box>
            ))}
          </Box>
        </Group>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4, mt: 3 }}>
          <SignatureLine caption={`Authorized signature, for ${MANUFACTURER.name}`} />
          <SignatureLine caption="Date" value={formatDate(warranty.decidedDate)} />
        </Box>
      </Paper>
    </>
  );
}
