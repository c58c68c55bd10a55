import Stack from '@mui/material/Stack';
import { useWatch, type Control, type UseFormSetValue, type UseFormWatch } from 'react-hook-form';
import { FormNumberField } from '../../../../components/form/FormNumberField';
import { FormSelectField, optionsOf } from '../../../../components/form/FormSelectField';
import { useT } from '../../../../i18n/hooks';
import { seriesDescriptionText } from '../../../../reference/labels/series';
import { VP_DIMENSION_LIMITS, VP_SERIES } from '../../../../reference/vpBuildings';
import { CoverOptionsFields, FieldGrid } from '../fields/OrderFields';
import type { VpFormOutput, VpFormValues } from '../../../../lib/schemas/orders/vp';
import { AttachmentsField } from './AttachmentsField';
import { ScheduleAndCustomer } from './BuildingOrderFields';
import { BuildingUseFields } from './BuildingUseFields';
import { FormSection } from './FormSection';
import { MountFields } from './MountFields';

export interface VpOrderFieldsProps {
  control: Control<VpFormValues, unknown, VpFormOutput>;
  watch: UseFormWatch<VpFormValues>;
  setValue: UseFormSetValue<VpFormValues>;
  uploadId: string;
}

/** The VP building order's own fields: VPe or VPr sized per project, then the building sections. */
export function VpOrderFields({ control, setValue, uploadId }: VpOrderFieldsProps) {
  const t = useT();
  const series = useWatch({ control, name: 'series' });
  const feet = t('orders.form.feetUnit');
  const rangeHint = (limit: { min: number; max: number }) => t('orders.form.vp.range', { min: limit.min, max: limit.max });
  return (
    <Stack spacing={4}>
      <FormSection title={t('orders.form.section.building')}>
        <FieldGrid>
          <FormSelectField
            control={control}
            name="series"
            label={t('orders.form.series')}
            options={optionsOf(VP_SERIES)}
            helperText={seriesDescriptionText(series, t) || undefined}
            required
          />
          <FormNumberField
            control={control}
            name="width"
            label={t('orders.form.width')}
            unit={feet}
            helperText={rangeHint(VP_DIMENSION_LIMITS.width)}
            required
            fullWidth
          />
          <FormNumberField
            control={control}
            name="length"
            label={t('orders.form.length')}
            unit={feet}
            helperText={rangeHint(VP_DIMENSION_LIMITS.length)}
            required
            fullWidth
          />
          <FormNumberField
            control={control}
            name="eaveHeight"
            label={t('orders.form.eaveHeight')}
            unit={feet}
            helperText={rangeHint(VP_DIMENSION_LIMITS.eaveHeight)}
            required
            fullWidth
          />
          <BuildingUseFields control={control} />
        </FieldGrid>
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
