import Stack from '@mui/material/Stack';
import { useWatch, type Control, type FieldPath, type FieldValues, type UseFormSetValue, type UseFormWatch } from 'react-hook-form';
import { EndCustomerFields } from '../../../../components/form/EndCustomerFields';
import { FormDateField } from '../../../../components/form/FormDateField';
import { FormNumberField } from '../../../../components/form/FormNumberField';
import { useT } from '../../../../i18n/hooks';
import { CoverOptionsFields, FieldGrid, SeriesWidthFields } from '../fields/OrderFields';
import type { BuildingFormOutput, BuildingFormValues } from '../../../../lib/schemas/orders/building';
import { AttachmentsField } from './AttachmentsField';
import { BuildingUseFields } from './BuildingUseFields';
import { FormSection } from './FormSection';
import { MountFields } from './MountFields';

export interface BuildingOrderFieldsProps {
  control: Control<BuildingFormValues, unknown, BuildingFormOutput>;
  watch: UseFormWatch<BuildingFormValues>;
  setValue: UseFormSetValue<BuildingFormValues>;
  /** Attachments go under orders/{company}/{uploadId}/. */
  uploadId: string;
}

/** The building order's own fields, by section; lead source, PO reference and notes come from the form shell. */
export function BuildingOrderFields({ control, setValue, uploadId }: BuildingOrderFieldsProps) {
  const t = useT();
  const series = useWatch({ control, name: 'size.series' });
  return (
    <Stack spacing={4}>
      <FormSection title={t('orders.form.section.building')}>
        <Stack spacing={2}>
          <SeriesWidthFields control={control} namePrefix="size." />
          <FieldGrid>
            <FormNumberField control={control} name="length" label={t('orders.form.length')} unit={t('orders.form.feetUnit')} required fullWidth />
            <BuildingUseFields control={control} />
          </FieldGrid>
        </Stack>
      </FormSection>
      <FormSection title={t('orders.form.section.mount')}>
        <MountFields control={control} setValue={setValue} series={series} />
      </FormSection>
      <FormSection title={t('orders.form.section.cover')}>
        <CoverOptionsFields control={control} namePrefix="cover." />
      </FormSection>
      <ScheduleAndCustomer control={control} />
      <FormSection title={t('orders.form.section.attachments')}>
        <AttachmentsField control={control} uploadId={uploadId} />
      </FormSection>
    </Stack>
  );
}

/** End customer and site, then the requested date (shared with the VP form). */
export function ScheduleAndCustomer<T extends FieldValues, TOut extends FieldValues>({ control }: { control: Control<T, unknown, TOut> }) {
  const t = useT();
  return (
    <>
      <FormSection title={t('orders.form.section.customer')}>
        <EndCustomerFields control={control} namePrefix="customer" />
      </FormSection>
      <FormSection title={t('orders.form.section.schedule')}>
        <FieldGrid>
          <FormDateField
            control={control}
            name={'requestedDate' as FieldPath<T>}
            label={t('orders.form.requestedDate')}
            helperText={t('orders.form.requestedDateHint')}
            disablePast
            required
          />
        </FieldGrid>
      </FormSection>
    </>
  );
}
