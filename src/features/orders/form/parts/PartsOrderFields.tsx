import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useFieldArray, useFormState, useWatch, type Control } from 'react-hook-form';
import { wordFieldMessage } from '../../../../components/form/fieldMessage';
import { FormNumberField } from '../../../../components/form/FormNumberField';
import { partPrice } from '../../../../data/partsApi';
import { useT } from '../../../../i18n/hooks';
import { useFormat } from '../../../../i18n/useFormat';
import { MOBILE_BREAKPOINT_PX } from '../../../../reference/app';
import type { CurrencyCode } from '../../../../types/domain';
import { MAX_PARTS_LINES, linePrice, partsTotal, type PartsFormOutput, type PartsFormValues } from '../../../../lib/schemas/orders/parts';
import { PartsPicker } from './PartsPicker';
import { fromSmallUp, onPhoneOnly, visuallyHidden } from './visuallyHidden';

export interface PartsOrderFieldsProps {
  control: Control<PartsFormValues, unknown, PartsFormOutput>;
  currency: CurrencyCode;
}

/** The parts order's lines: chosen from the inventory, each with a quantity and its price, and the total. */
export function PartsOrderFields({ control, currency }: PartsOrderFieldsProps) {
  const t = useT();
  const format = useFormat();
  const money = (amount: number) => format.money(amount, currency);
  const { fields, append, remove } = useFieldArray({ control, name: 'lines', keyName: 'key' });
  const lines = useWatch({ control, name: 'lines' }) ?? [];
  const { errors } = useFormState({ control, name: 'lines' });
  const linesError = errors.lines?.root?.message ?? errors.lines?.message;
  const chosen = useMemo(() => new Set(fields.map((line) => line.partId)), [fields]);
  // Below the 'sm' breakpoint, where the columns marked fromSmallUp are left out.
  const phone = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT_PX - 0.05}px)`);

  return (
    <Stack spacing={3}>
      <section aria-labelledby="parts-inventory-heading">
        <Typography id="parts-inventory-heading" variant="h6" component="h2" gutterBottom>
          {t('orders.form.parts.inventory')}
        </Typography>
        <PartsPicker
          currency={currency}
          chosen={chosen}
          onAdd={(part) =>
            append({
              partId: part.id,
              partNumber: part.partNumber,
              name: part.name,
              unit: part.unit,
              unitPrice: partPrice(part, currency),
              quantity: '1',
            },
            // The quantity is what a keyboard user sets next (the Add button turns into 'Added').
            { shouldFocus: true, focusName: `lines.${fields.length}.quantity` })
          }
        />
      </section>
      <section aria-labelledby="parts-lines-heading">
        <Typography id="parts-lines-heading" variant="h6" component="h2" gutterBottom>
          {t('orders.form.parts.yourOrder')}
        </Typography>
        {fields.length === 0 ? (
          <Typography color="text.secondary">{t('orders.form.parts.noneYet')}</Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-label={t('orders.form.parts.lines')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('orders.form.parts.part')}</TableCell>
                  <TableCell align="right" sx={fromSmallUp}>
                    {t('orders.form.parts.unitPrice')}
                  </TableCell>
                  <TableCell sx={quantityColumn}>{t('orders.form.quantity')}</TableCell>
                  <TableCell align="right" sx={fromSmallUp}>
                    {t('orders.form.parts.linePrice')}
                  </TableCell>
                  <TableCell>
                    <Box component="span" sx={visuallyHidden}>
                      {t('orders.form.parts.action')}
                    </Box>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {fields.map((line, index) => (
                  <TableRow key={line.key}>
                    <TableCell>
                      <Typography variant="body2" sx={{ fontWeight: 500 }}>
                        {line.partNumber}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {line.name} ({line.unit})
                      </Typography>
                      <Typography variant="body2" sx={onPhoneOnly}>
                        {t('orders.form.parts.eachAndLine', { unitPrice: money(line.unitPrice), linePrice: money(linePrice(lines[index] ?? line)) })}
                      </Typography>
                    </TableCell>
                    <TableCell align="right" sx={fromSmallUp}>
                      {money(line.unitPrice)}
                    </TableCell>
                    <TableCell sx={quantityColumn}>
                      <FormNumberField
                        control={control}
                        name={`lines.${index}.quantity`}
                        // The row names the part; the field's full name says which one for screen readers.
                        label={t('orders.form.quantity')}
                        htmlInput={{ 'aria-label': t('orders.form.parts.quantityOf', { part: line.partNumber }) }}
                        integer
                        required
                        fullWidth
                      />
                    </TableCell>
                    <TableCell align="right" sx={fromSmallUp}>
                      {money(linePrice(lines[index] ?? line))}
                    </TableCell>
                    <TableCell align="right" sx={{ px: { xs: 0.5, sm: 2 } }}>
                      <Button
                        size="small"
                        color="error"
                        onClick={() => remove(index)}
                        aria-label={t('orders.form.parts.removePart', { part: line.partNumber })}
                      >
                        {t('orders.form.parts.remove')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
              <TableFooter>
                <TableRow>
                  {/* A phone shows three columns (part, quantity, remove); wider screens five. */}
                  <TableCell colSpan={phone ? 1 : 3} align="right" sx={{ fontWeight: 600, color: 'text.primary' }}>
                    {t('orders.form.parts.total')}
                  </TableCell>
                  <TableCell
                    colSpan={phone ? 2 : 1}
                    align="right"
                    sx={{ fontWeight: 600, color: 'text.primary', whiteSpace: 'nowrap' }}
                    data-testid="parts-total"
                  >
                    {money(partsTotal(lines))}
                  </TableCell>
                  {phone ? null : <TableCell />}
                </TableRow>
              </TableFooter>
            </Table>
          </TableContainer>
        )}
        {linesError ? (
          <FormHelperText error role="alert">
            {wordFieldMessage(t, linesError, { max: MAX_PARTS_LINES })}
          </FormHelperText>
        ) : null}
      </section>
    </Stack>
  );
}

/** Wide enough, on a phone too, for the field to show its whole 'Quantity' label. */
const quantityColumn = { width: { xs: 112, sm: 160 }, px: { xs: 1, sm: 2 } } as const;
