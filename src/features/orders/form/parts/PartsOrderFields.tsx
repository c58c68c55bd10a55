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
import { useFieldArray, useFormState, useWatch, type Control } from 'react-hook-form';
import { FormNumberField } from '../../../../components/form/FormNumberField';
import { partPrice } from '../../../../data/partsApi';
import { formatMoney } from '../../../../reference/currencies';
import type { CurrencyCode } from '../../../../types/domain';
import { linePrice, partsTotal, type PartsFormOutput, type PartsFormValues } from '../../../../lib/schemas/orders/parts';
import { PartsPicker } from './PartsPicker';

export interface PartsOrderFieldsProps {
  control: Control<PartsFormValues, unknown, PartsFormOutput>;
  currency: CurrencyCode;
}

/** The parts order's lines: chosen from the inventory, each with a quantity and its price, and the total. */
export function PartsOrderFields({ control, currency }: PartsOrderFieldsProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'lines', keyName: 'key' });
  const lines = useWatch({ control, name: 'lines' }) ?? [];
  const { errors } = useFormState({ control, name: 'lines' });
  const linesError = errors.lines?.root?.message ?? errors.lines?.message;
  const chosen = useMemo(() => new Set(fields.map((line) => line.partId)), [fields]);

  return (
    <Stack spacing={3}>
      <section aria-labelledby="parts-inventory-heading">
        <Typography id="parts-inventory-heading" variant="h6" component="h2" gutterBottom>
          Parts inventory
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
          Your order
        </Typography>
        {fields.length === 0 ? (
          <Typography color="text.secondary">No parts yet: add them from the inventory above.</Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-label="Parts on this order">
              <TableHead>
                <TableRow>
                  <TableCell>Part</TableCell>
                  <TableCell align="right">Unit price</TableCell>
                  <TableCell sx={{ width: 160 }}>Quantity</TableCell>
                  <TableCell align="right">Line price</TableCell>
                  <TableCell>
                    <Box component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                      Action
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
                    </TableCell>
                    <TableCell align="right">{formatMoney(line.unitPrice, currency)}</TableCell>
                    <TableCell>
                      <FormNumberField
                        control={control}
                        name={`lines.${index}.quantity`}
                        label={`Quantity of ${line.partNumber}`}
                        integer
                        required
                        fullWidth
                      />
                    </TableCell>
                    <TableCell align="right">{formatMoney(linePrice(lines[index] ?? line), currency)}</TableCell>
                    <TableCell align="right">
                      <Button size="small" color="error" onClick={() => remove(index)} aria-label={`Remove ${line.partNumber}`}>
                        Remove
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
              <TableFooter>
                <TableRow>
                  <TableCell colSpan={3} align="right" sx={{ fontWeight: 600, color: 'text.primary' }}>
                    Total
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600, color: 'text.primary' }} data-testid="parts-total">
                    {formatMoney(partsTotal(lines), currency)}
                  </TableCell>
                  <TableCell />
                </TableRow>
              </TableFooter>
            </Table>
          </TableContainer>
        )}
        {linesError ? (
          <FormHelperText error role="alert">
            {linesError}
          </FormHelperText>
        ) : null}
      </section>
    </Stack>
  );
}
