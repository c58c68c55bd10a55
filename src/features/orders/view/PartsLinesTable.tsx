import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Order } from '../../../types/orders';
import { partsLineRows } from './orderFields';

/** The parts ordered, with unit and line prices and the total in the order's currency. */
export function PartsLinesTable({ order }: { order: Order<'parts'> }) {
  const { lines, total } = partsLineRows(order);
  return (
    <TableContainer>
      <Table size="small" aria-label={`Parts of order ${order.number}`}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">Part number</TableCell>
            <TableCell component="th" scope="col">Part</TableCell>
            <TableCell component="th" scope="col">Unit</TableCell>
            <TableCell component="th" scope="col" align="right">Quantity</TableCell>
            <TableCell component="th" scope="col" align="right">Unit price</TableCell>
            <TableCell component="th" scope="col" align="right">Line price</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.key}>
              <TableCell>{line.partNumber}</TableCell>
              <TableCell>{line.name}</TableCell>
              <TableCell>{line.unit}</TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right">{line.unitPrice}</TableCell>
              <TableCell align="right">{line.linePrice}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row" colSpan={5} align="right" sx={{ fontWeight: 600, color: 'text.primary' }}>
              Total
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600, color: 'text.primary' }}>
              {total}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
