import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useT } from '../../i18n/hooks';
import { useFormat } from '../../i18n/useFormat';
import type { CurrencyCode } from '../../types/domain';
import type { FieldChange } from '../../types/orders';
import { formatChangeValue } from './changeValue';

export interface FieldChangesTableProps {
  changes: readonly FieldChange[];
  /** Names the table for assistive technology, e.g. 'Requested changes to order 100004'. */
  caption: string;
  /** The order's currency: totals and unit prices are shown in it. */
  currency: CurrencyCode;
  /** Headings of the before and after columns; 'Current value' and 'Requested value' unless given. */
  fromLabel?: string;
  toLabel?: string;
}

/** Field changes side by side: the field, its value before, its value after. */
export function FieldChangesTable({ changes, caption, currency, fromLabel, toLabel }: FieldChangesTableProps) {
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
            <TableCell component="th" scope="row">{change.label}</TableCell>
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
