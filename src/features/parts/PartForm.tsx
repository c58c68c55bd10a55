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
import { useT } from '../../i18n/hooks';
import { partsCategoryText } from '../../reference/labels/parts';
import { PARTS_CATEGORIES } from '../../reference/parts';
import type { PartInput } from '../../types/parts';
import {
  PART_DESCRIPTION_MAX_LENGTH,
  PART_NAME_MAX_LENGTH,
  PART_NUMBER_MAX_LENGTH,
  PART_UNIT_MAX_LENGTH,
  partInputFromValues,
  partSchema,
  type PartFormValues,
  type PartValues,
} from './partSchema';

/** The hint under the part number of a stored part (a message id). */
export const PART_NUMBER_LOCKED_HINT = 'parts.form.partNumberLockedHint';

export interface PartFormProps {
  mode: 'add' | 'edit';
  defaultValues: PartFormValues;
  /** Saves the part; resolves once done (saved, or the failure told), with a worded message for the part number if it was refused. */
  onSave: (part: PartInput) => Promise<{ partNumberError: string } | void>;
  cancelTo: string;
}

/** The part's fields; every field can be reached and filled in with the keyboard alone. */
export function PartForm({ mode, defaultValues, onSave, cancelTo }: PartFormProps) {
  const t = useT();
  const categoryOptions = PARTS_CATEGORIES.map((category) => ({ value: category, label: partsCategoryText(category, t) }));
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
    <Stack component="form" noValidate spacing={3} onSubmit={handleSubmit(submit)} aria-label={t(mode === 'add' ? 'parts.form.labelNew' : 'parts.form.label')}>
      <Card variant="outlined">
        <CardContent>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={control}
                name="partNumber"
                label={t('parts.form.partNumber')}
                required
                fullWidth
                autoComplete="off"
                disabled={busy}
                helperText={t(mode === 'edit' ? PART_NUMBER_LOCKED_HINT : 'parts.form.partNumberHint')}
                htmlInput={{ maxLength: PART_NUMBER_MAX_LENGTH, readOnly: mode === 'edit', style: { textTransform: 'uppercase' }, spellCheck: false }}
                autoFocus={mode === 'add'}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormSelectField control={control} name="category" label={t('parts.form.category')} options={categoryOptions} required disabled={busy} />
            </Grid>
            <Grid size={12}>
              <FormTextField
                control={control}
                name="name"
                label={t('parts.form.name')}
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
                label={t('parts.form.description')}
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
                label={t('parts.form.unit')}
                required
                fullWidth
                autoComplete="off"
                disabled={busy}
                helperText={t('parts.form.unitHint')}
                htmlInput={{ maxLength: PART_UNIT_MAX_LENGTH }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <FormNumberField
                control={control}
                name="priceCAD"
                label={t('parts.form.priceCAD')}
                unit="CAD"
                required
                fullWidth
                disabled={busy}
                helperText={t('parts.form.priceCADHint')}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <FormNumberField
                control={control}
                name="priceUSD"
                label={t('parts.form.priceUSD')}
                unit="USD"
                required
                fullWidth
                disabled={busy}
                helperText={t('parts.form.priceUSDHint')}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <FormNumberField
                control={control}
                name="stock"
                label={t('parts.form.stock')}
                integer
                required
                fullWidth
                disabled={busy}
                helperText={t('parts.form.stockHint')}
              />
            </Grid>
            <Grid size={12}>
              <FormCheckbox control={control} name="active" label={t('parts.form.active')} />
            </Grid>
          </Grid>
        </CardContent>
      </Card>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to={cancelTo} disabled={busy}>
          {t('components.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={busy}>
          {t(mode === 'add' ? 'parts.form.add' : 'parts.form.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
