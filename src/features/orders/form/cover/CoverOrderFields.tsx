import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Control } from 'react-hook-form';
import { FormNumberField } from '../../../../components/form/FormNumberField';
import { useT } from '../../../../i18n/hooks';
import { CoverOptionsFields, FieldGrid, SeriesWidthFields } from '../fields/OrderFields';
import type { CoverFormOutput, CoverFormValues } from '../../../../lib/schemas/orders/cover';

/** The cover order's own fields: size, cover options and quantity. */
export function CoverOrderFields({ control }: { control: Control<CoverFormValues, unknown, CoverFormOutput> }) {
  const t = useT();
  return (
    <Stack spacing={3}>
      <section aria-labelledby="cover-size-heading">
        <Typography id="cover-size-heading" variant="h6" component="h2" gutterBottom>
          {t('orders.form.section.buildingSize')}
        </Typography>
        <Stack spacing={2}>
          <SeriesWidthFields control={control} namePrefix="size." />
          <FieldGrid>
            <FormNumberField control={control} name="length" label={t('orders.form.length')} unit={t('orders.form.feetUnit')} required fullWidth />
            <FormNumberField control={control} name="quantity" label={t('orders.form.quantity')} integer required fullWidth />
          </FieldGrid>
        </Stack>
      </section>
      <section aria-labelledby="cover-options-heading">
        <Typography id="cover-options-heading" variant="h6" component="h2" gutterBottom>
          {t('orders.form.section.cover')}
        </Typography>
        <CoverOptionsFields control={control} namePrefix="cover." />
      </section>
    </Stack>
  );
}
