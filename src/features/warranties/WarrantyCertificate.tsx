import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useT } from '../../i18n/hooks';
import { currentLanguage, translate, type Translate } from '../../i18n/i18n';
import { LOCALES } from '../../i18n/languages';
import { useFormat, type Formatters } from '../../i18n/useFormat';
import { formatDate } from '../../lib/dates';
import { MANUFACTURER, manufacturerAddress } from '../../reference/manufacturer';
import { addYears } from '../../reference/warranty';
import { WARRANTY_TERM_MESSAGES } from '../../reference/warrantyTerms';
import type { Warranty } from '../../types/orders';
import { DetailList } from './WarrantyDetails';
import { fabricText, formatSite, orderTypeLabel, yearsText } from './warrantyText';

export const CERTIFICATE_CLASS = 'warranty-certificate';
const C = `.${CERTIFICATE_CLASS}`;
/** Parts of the certificate that print differently from the screen. */
const GROUPS_CLASS = 'certificate-groups';
const TERMS_CLASS = 'certificate-terms';

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
        [`${C} .${GROUPS_CLASS}`]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr)) !important' },
        [`${C} .${GROUPS_CLASS} dl`]: { gridTemplateColumns: 'max-content 1fr !important' },
        [`${C} .${TERMS_CLASS}`]: { fontSize: '8pt !important', lineHeight: '1.35 !important', columnCount: 2 },
        [`${C} .${TERMS_CLASS} li`]: { fontSize: '8pt !important' },
      },
    }}
  />
);

/** How the certificate words and formats: a screen's messages and dates (useT(), useFormat()). */
interface Wording {
  t: Translate;
  date: Formatters['date'];
}

const activeWording = (): Wording => ({ t: translate, date: (value) => formatDate(value, LOCALES[currentLanguage()]) });

/**
 * '15 years, from May 14, 2026 to May 14, 2041'; just the dates when coverage is not a whole number of years. In
 * the active language unless a screen's wording is given.
 */
export function coverageTerm(warranty: Pick<Warranty, 'coverageStart' | 'coverageEnd'>, { t, date }: Wording = activeWording()): string {
  const start = warranty.coverageStart?.toDate();
  const end = warranty.coverageEnd?.toDate();
  if (!start || !end) return '';
  const dates = t('warranties.certificate.dates', { start: date(warranty.coverageStart), end: date(warranty.coverageEnd) });
  const years = end.getFullYear() - start.getFullYear();
  return years > 0 && addYears(start, years).getTime() === end.getTime()
    ? t('warranties.certificate.yearsAndDates', { years: yearsText(years, t), dates })
    : dates;
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
  const t = useT();
  const format = useFormat();
  const customer = warranty.endCustomer;
  const term = coverageTerm(warranty, { t, date: format.date });
  const orderType = orderTypeLabel(warranty.orderType, t);
  const product = warranty.fabric
    ? t('warranties.certificate.productWithCover', { orderType, number: warranty.orderNumber, fabric: warranty.fabric })
    : t('warranties.certificate.product', { orderType, number: warranty.orderNumber });
  const statement = warranty.fabric
    ? t('warranties.certificate.statementFabric', { maker: MANUFACTURER.name, fabric: warranty.fabric, term })
    : t('warranties.certificate.statementParts', { maker: MANUFACTURER.name, term });
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
              {t('warranties.certificate.title')}
            </Typography>
            <Typography variant="h6" component="p">
              {t('warranties.certificate.number', { number: warranty.warrantyNumber ?? '' })}
            </Typography>
          </Box>
        </Box>
        <Divider sx={{ my: 2 }} />
        <Typography sx={{ mb: 2 }}>{statement}</Typography>
        <Box className={GROUPS_CLASS} sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
          <Group title={t('warranties.certificate.coverage')}>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {term}
            </Typography>
            <DetailList
              items={[
                [t('warranties.certificate.warrantyNumber'), warranty.warrantyNumber],
                [t('warranties.certificate.coverageStart'), format.date(warranty.coverageStart)],
                [t('warranties.certificate.coverageEnd'), format.date(warranty.coverageEnd)],
                [t('warranties.certificate.issued'), format.date(warranty.decidedDate)],
              ]}
            />
          </Group>
          <Group title={t('warranties.certificate.productGroup')}>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {product}
            </Typography>
            <DetailList
              items={[
                [t('warranties.details.order'), t('warranties.certificate.orderAndType', { number: warranty.orderNumber, orderType })],
                [t('warranties.details.fabric'), fabricText(warranty.fabric, t)],
                [t('warranties.details.installDate'), format.date(warranty.installDate)],
              ]}
            />
          </Group>
          <Group title={t('warranties.certificate.customerAndSite')}>
            <DetailList
              items={[
                [t('warranties.details.endCustomer'), customer.name],
                [t('warranties.details.site'), formatSite(customer.site, t)],
                [t('warranties.details.dealer'), warranty.companyName],
              ]}
            />
          </Group>
        </Box>
        {warranty.decisionNote ? (
          <Typography variant="body2" sx={{ mt: 2 }}>
            {t('warranties.certificate.note', { note: warranty.decisionNote })}
          </Typography>
        ) : null}
        <Divider sx={{ my: 2 }} />
        <Group title={t('warranties.certificate.terms')}>
          <Box
            component="ol"
            className={TERMS_CLASS}
            sx={{ m: 0, pl: 2.5, columnGap: 4, columnCount: { xs: 1, md: 2 }, typography: 'body2', color: 'text.secondary' }}
          >
            {WARRANTY_TERM_MESSAGES.map((item) => (
              <Box component="li" key={item.title} sx={{ mb: 0.75, breakInside: 'avoid' }}>
                <Box component="strong" sx={{ color: 'text.primary' }}>
                  {t('warranties.certificate.termTitle', { title: t(item.title) })}
                </Box>{' '}
                {t(item.text, { maker: MANUFACTURER.name })}
              </Box>
            ))}
          </Box>
        </Group>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4, mt: 3 }}>
          <SignatureLine caption={t('warranties.certificate.signature', { maker: MANUFACTURER.name })} />
          <SignatureLine caption={t('warranties.certificate.date')} value={format.date(warranty.decidedDate)} />
        </Box>
      </Paper>
    </>
  );
}
