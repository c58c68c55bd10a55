import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { CurrencyCode } from '../../types/domain';
import type { FieldChange } from '../../types/orders';
import { formatChangeValue } from './changeValue';

export interface FieldChangesTableProps {
  changes: readonly FieldChange[];
  /** Names the table for assistive technology, e.g. 'Requested changes to order 100004'. */
  caption: string;
  /** The order's currency: totals and unit prices are shown in it. */
  currency: CurrencyCode;
  fromLabel?: string;
  toLabel?: string;
}

/** Field changes side by side: the field, its value before, its value after. */
export function FieldChangesTable({ changes, caption, currency, fromLabel = 'Current value', toLabel = 'Requested value' }: FieldChangesTableProps) {
  return (
    <Table size="small" aria-label={caption}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">Field</TableCell>
          <TableCell component="th" scope="col">{fromLabel}</TableCell>
          <TableCell component="th" scope="col">{toLabel}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map((change) => (
          <TableRow key={change.path}>
            <TableCell component="th" scope="row">{change.label}</TableCell>
            <TableCell sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{formatChangeValue(change, change.from, currency)}</TableCell>
            <TableCell sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontWeight: 500 }}>{formatChangeValue(change, change.to, currency)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
