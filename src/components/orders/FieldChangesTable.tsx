import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatFieldValue } from '../../lib/fieldValue';
import type { FieldChange } from '../../types/orders';

export interface FieldChangesTableProps {
  changes: readonly FieldChange[];
  /** Names the table for assistive technology, e.g. 'Requested changes to order 100004'. */
  caption: string;
  fromLabel?: string;
  toLabel?: string;
}

/** Field changes side by side: the field, its value before, its value after. */
export function FieldChangesTable({ changes, caption, fromLabel = 'Current value', toLabel = 'Requested value' }: FieldChangesTableProps) {
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
            <TableCell sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{formatFieldValue(change.from)}</TableCell>
            <TableCell sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontWeight: 500 }}>{formatFieldValue(change.to)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
