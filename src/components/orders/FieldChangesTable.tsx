import { Suspense } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useNamespaces, useT } from '../../i18n/hooks';
import { useFormat } from '../../i18n/useFormat';
import type { CurrencyCode } from '../../types/domain';
import type { FieldChange } from '../../types/orders';
import { formatChangeValue } from './changeValue';
import { fieldLabel } from './fieldLabel';

export interface FieldChangesTableProps {
  /** The changes as stored: each field by its path, worded here in the reader's language. */
  changes: readonly Pick<FieldChange, 'path' | 'from' | 'to'>[];
  /** Names the table for assistive technology, e.g. 'Requested changes to order 100004'. */
  caption: string;
  /** The order's currency: totals and unit prices are shown in it. */
  currency: CurrencyCode;
  /** Headings of the before and after columns; 'Current value' and 'Requested value' unless given. */
  fromLabel?: string;
  toLabel?: string;
}

function ChangesTable({ changes, caption, currency, fromLabel, toLabel }: FieldChangesTableProps) {
  // The field names and reference values are worded from catalogues a screen may not have loaded yet.
  useNamespaces('orderFields', 'reference');
  const t = useT();
  const { locale } = useFormat();
  const words = { t, locale };
  return (
    <Table size="small" aria-label={caption}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">{t('components.orders.field')}</TableCell>
          <TableCell component="th" scope="col">{fromLabel ?? t('components.orders.currentValue')}</TableCell>
          <TableCell component="th" scope="col">{toLabel ?? t('components.orders.requestedValue')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map((change) => (
          <TableRow key={change.path}>
            <TableCell component="th" scope="row">{fieldLabel(change.path, t)}</TableCell>
            <TableCell sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{formatChangeValue(change, change.from, currency, words)}</TableCell>
            <TableCell sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontWeight: 500 }}>
              {formatChangeValue(change, change.to, currency, words)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function LoadingChanges() {
  const t = useT();
  return <CircularProgress size={20} aria-label={t('components.loading')} />;
}

/**
 * Field changes side by side: the field, its value before, its value after. While the words of the fields load
 * (a screen that did not load them first), only the table waits, not the screen around it.
 */
export function FieldChangesTable(props: FieldChangesTableProps) {
  return (
    <Suspense fallback={<LoadingChanges />}>
      <ChangesTable {...props} />
    </Suspense>
  );
}
