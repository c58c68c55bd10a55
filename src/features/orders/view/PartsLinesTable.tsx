import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useT } from '../../../i18n/hooks';
import { useFormat } from '../../../i18n/useFormat';
import type { Order } from '../../../types/orders';
import { partsLineRows } from './orderFields';

/** The parts ordered, with unit and line prices and the total in the order's currency. */
export function PartsLinesTable({ order }: { order: Order<'parts'> }) {
  const t = useT();
  const format = useFormat();
  const { lines, total } = partsLineRows(order, format.locale);
  return (
    <TableContainer>
      <Table size="small" aria-label={t('orders.view.parts.table', { number: String(order.number) })}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">{t('orders.view.parts.partNumber')}</TableCell>
            <TableCell component="th" scope="col">{t('orders.view.parts.part')}</TableCell>
            <TableCell component="th" scope="col">{t('orders.view.parts.unit')}</TableCell>
            <TableCell component="th" scope="col" align="right">{t('orders.view.parts.quantity')}</TableCell>
            <TableCell component="th" scope="col" align="right">{t('orders.view.parts.unitPrice')}</TableCell>
            <TableCell component="th" scope="col" align="right">{t('orders.view.parts.linePrice')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.key}>
              <TableCell>{line.partNumber}</TableCell>
              <TableCell>{line.name}</TableCell>
              <TableCell>{line.unit}</TableCell>
              <TableCell align="right">{format.number(line.quantity)}</TableCell>
              <TableCell align="right">{line.unitPrice}</TableCell>
              <TableCell align="right">{line.linePrice}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row" colSpan={5} align="right" sx={{ fontWeight: 600, color: 'text.primary' }}>
              {t('orders.view.parts.total')}
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
