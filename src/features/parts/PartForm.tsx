import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { FormCheckbox } from '../../components/form/FormCheckbox';
import { FormNumberField } from '../../components/form/FormNumberField';
import { FormSelectField } from '../../components/form/FormSelectField';
import { FormTextField } from '../../components/form/FormTextField';
import { useZodForm } from '../../components/form/useZodForm';
import type { PartInput } from '../../types/parts';
import {
  CATEGORY_OPTIONS,
  PART_DESCRIPTION_MAX_LENGTH,
  PART_NAME_MAX_LENGTH,
  PART_NUMBER_MAX_LENGTH,
  PART_UNIT_MAX_LENGTH,
  partInputFromValues,
  partSchema,
  type PartFormValues,
  type PartValues,
} from './partSchema';

export const PART_NUMBER_LOCKED_HINT = 'The part number identifies the part and cannot change. To renumber a part, add it under the new number and mark this one inactive.';
export const PART_NUMBER_HINT = 'Letters, digits, dots, dashes or underscores; stored in upper case.';

export interface PartFormProps {
  mode: 'add' | 'edit';
  defaultValues: PartFormValues;
  /** Saves the part; resolves once done (saved, or the failure told), with a message for the part number if it was refused. */
  onSave: (part: PartInput) => Promise<{ partNumberError: string } | void>;
  cancelTo: string;
}

/** The part's fields; every field can be reached and filled in with the keyboard alone. */
export function PartForm({ mode, defaultValues, onSave, cancelTo }: PartFormProps) {
  const { control, handleSubmit, formState, setError, setFocus } = useZodForm<PartFormValues, PartValues>(partSchema, { defaultValues });
  const busy = formState.isSubmitting;

  async function submit(values: PartValues) {
    const refused = await onSave(partInputFromValues(values));
    if (refused) {
      setError('partNumber', { type: 'server', message: refused.partNumberError });
      setFocus('partNumber');
    }
  }

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={handleSubmit(submit)} aria-label={mode === 'add' ? 'New part' : 'Part'}>
      <Card variant="outlined">
        <CardContent>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={control}
                name="partNumber"
                label="Part Number"
                required
                fullWidth
                autoComplete="off"
                disabled={busy}
                helperText={mode === 'edit' ? PART_NUMBER_LOCKED_HINT : PART_NUMBER_HINT}
                htmlInput={{ maxLength: PART_NUMBER_MAX_LENGTH, readOnly: mode === 'edit', style: { textTransform: 'uppercase' }, spellCheck: false }}
                autoFocus={mode === 'add'}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormSelectField control={control} name="category" label="Category" options={CATEGORY_OPTIONS} required disabled={busy} />
            </Grid>
            <Grid size={12}>
              <FormTextField
                control={control}
                name="name"
                label="Name"
                required
                fullWidth
                autoComplete="off"
                disabled={busy}
                htmlInput={{ maxLength: PART_NAME_MAX_LENGTH }}
                autoFocus={mode === 'edit'}
              />
            </Grid>
            <Grid size={12}>
              <FormTextField
                control={control}
                name="description"
                label="Description"
                fullWidth
                multiline
                minRows={2}
                disabled={busy}
                htmlInput={{ maxLength: PART_DESCRIPTION_MAX_LENGTH }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <FormTextField
                control={control}
                name="unit"
                label="Unit"
                required
                fullWidth
                autoComplete="off"
                disabled={busy}
                helperText="What one unit is, e.g. each, box of 100."
                htmlInput={{ maxLength: PART_UNIT_MAX_LENGTH }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <FormNumberField control={control} name="priceCAD" label="CAD Price" unit="CAD" required fullWidth disabled={busy} helperText="Price of one unit, e.g. 12.50." />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <FormNumberField control={control} name="priceUSD" label="USD Price" unit="USD" required fullWidth disabled={busy} helperText="Set on its own, not converted." />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <FormNumberField control={control} name="stock" label="Stock" integer required fullWidth disabled={busy} helperText="Units on hand." />
            </Grid>
            <Grid size={12}>
              <FormCheckbox control={control} name="active" label="Active: dealers can order this part" />
            </Grid>
          </Grid>
        </CardContent>
      </Card>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to={cancelTo} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={busy}>
          {mode === 'add' ? 'Add Part' : 'Save Part'}
        </Button>
      </Stack>
    </Stack>
  );
}
