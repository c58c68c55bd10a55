import Stack from '@mui/material/Stack';
import { useWatch, type Control, type FieldPath, type FieldValues, type UseFormSetValue, type UseFormWatch } from 'react-hook-form';
import { EndCustomerFields } from '../../../../components/form/EndCustomerFields';
import { FormDateField } from '../../../../components/form/FormDateField';
import { FormNumberField } from '../../../../components/form/FormNumberField';
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
  const series = useWatch({ control, name: 'size.series' });
  return (
    <Stack spacing={4}>
      <FormSection title="Building">
        <Stack spacing={2}>
          <SeriesWidthFields control={control} namePrefix="size." />
          <FieldGrid>
            <FormNumberField control={control} name="length" label="Length" unit="ft" required fullWidth />
            <BuildingUseFields control={control} />
          </FieldGrid>
        </Stack>
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

/** End customer and site, then the requested date (shared with the VP form). */
export function ScheduleAndCustomer<T extends FieldValues, TOut extends FieldValues>({ control }: { control: Control<T, unknown, TOut> }) {
  return (
    <>
      <FormSection title="End customer and site">
        <EndCustomerFields control={control} namePrefix="customer" />
      </FormSection>
      <FormSection title="Schedule">
        <FieldGrid>
          <FormDateField
            control={control}
            name={'requestedDate' as FieldPath<T>}
            label="Requested date"
            helperText="When you would like the building delivered."
            disablePast
            required
          />
        </FieldGrid>
      </FormSection>
    </>
  );
}
