import Stack from '@mui/material/Stack';
import { useWatch, type Control, type UseFormSetValue, type UseFormWatch } from 'react-hook-form';
import { FormNumberField } from '../../../../components/form/FormNumberField';
import { FormSelectField, optionsOf } from '../../../../components/form/FormSelectField';
import { BUILDING_SERIES } from '../../../../reference/series';
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

const rangeHint = (limit: { min: number; max: number }) => `${limit.min}' to ${limit.max}'.`;

/** The VP building order's own fields: VPe or VPr sized per project, then the building sections. */
export function VpOrderFields({ control, setValue, uploadId }: VpOrderFieldsProps) {
  const series = useWatch({ control, name: 'series' });
  const description = BUILDING_SERIES.find((candidate) => candidate.name === series)?.description;
  return (
    <Stack spacing={4}>
      <FormSection title="Building">
        <FieldGrid>
          <FormSelectField control={control} name="series" label="Series" options={optionsOf(VP_SERIES)} helperText={description} required />
          <FormNumberField control={control} name="width" label="Width" unit="ft" helperText={rangeHint(VP_DIMENSION_LIMITS.width)} required fullWidth />
          <FormNumberField control={control} name="length" label="Length" unit="ft" helperText={rangeHint(VP_DIMENSION_LIMITS.length)} required fullWidth />
          <FormNumberField
            control={control}
            name="eaveHeight"
            label="Eave height"
            unit="ft"
            helperText={rangeHint(VP_DIMENSION_LIMITS.eaveHeight)}
            required
            fullWidth
          />
          <BuildingUseFields control={control} />
        </FieldGrid>
      </FormSection>
      <FormSection title="Mount">
        <MountFields control={control} setValue={setValue} series={series} />
      </FormSection>
      <FormSection title="Cover">
        <CoverOptionsFields control={control} namePrefix="cover." />
      </FormSection>
      <ScheduleAndCustomer control={control} />
      <FormSection title="Attachments">
        <AttachmentsField control={control} uploadId={uploadId} />
      </FormSection>
    </Stack>
  );
}
