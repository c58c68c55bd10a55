import { useEffect } from 'react';
import { useWatch, type Control, type FieldPath, type FieldValues, type PathValue, type UseFormSetValue } from 'react-hook-form';
import { FormSelectField, optionsOf } from '../../../../components/form/FormSelectField';
import { MOUNT_TYPES, isMountType } from '../../../../reference/mounts';
import { FieldGrid } from '../fields/OrderFields';
import {
  LEG_HEIGHT_HT_ONLY,
  MOUNT_FIELD_LABELS,
  legHeightsForSeries,
  mountFieldOptions,
  mountFieldsOf,
  type MountField,
} from '../../../../lib/schemas/orders/mount';

export interface MountFieldsProps<T extends FieldValues, TOut extends FieldValues> {
  control: Control<T, unknown, TOut>;
  setValue: UseFormSetValue<T>;
  /** The building's series: it decides whether 12' legs are offered. */
  series: string;
  /** Where the mount values sit, e.g. 'mount.'. */
  namePrefix?: string;
}

const ALL_FIELDS = Object.keys(MOUNT_FIELD_LABELS) as MountField[];

/**
 * The mount type and the fields it uses: they appear with the type and are cleared when it changes (a concrete
 * wall's height means nothing on wood posts). The steel leg heights follow the series: 12' on HT only.
 */
export function MountFields<T extends FieldValues, TOut extends FieldValues>({
  control,
  setValue,
  series,
  namePrefix = 'mount.',
}: MountFieldsProps<T, TOut>) {
  const name = (field: string) => `${namePrefix}${field}` as FieldPath<T>;
  const type = useWatch({ control, name: name('type') }) as string;
  const legHeight = useWatch({ control, name: name('legHeight') }) as string;
  const mountType = isMountType(type) ? type : null;
  const legHeights = legHeightsForSeries(series);

  function clear(field: MountField) {
    setValue(name(field), '' as PathValue<T, FieldPath<T>>, { shouldDirty: true });
  }

  // A series change can take 12' legs away: clear the choice rather than keep a value the list no longer shows.
  const legHeightPath = name('legHeight');
  const legHeightOffered = !legHeight || legHeights.includes(legHeight);
  useEffect(() => {
    if (!legHeightOffered) setValue(legHeightPath, '' as PathValue<T, FieldPath<T>>, { shouldDirty: true });
  }, [legHeightOffered, legHeightPath, setValue]);

  return (
    <FieldGrid>
      <FormSelectField
        control={control}
        name={name('type')}
        label="Mount type"
        options={optionsOf(MOUNT_TYPES)}
        required
        onValueChange={() => ALL_FIELDS.forEach(clear)}
      />
      {mountType === null
        ? null
        : mountFieldsOf(mountType).map((field) => {
            const options = field === 'legHeight' ? legHeights : mountFieldOptions(mountType, field);
            return (
              <FormSelectField
                key={`${mountType}-${field}`}
                control={control}
                name={name(field)}
                label={MOUNT_FIELD_LABELS[field]}
                options={optionsOf(options)}
                helperText={field === 'legHeight' && !options.includes(LEG_HEIGHT_HT_ONLY) ? "12' legs: HT series only." : undefined}
                required
              />
            );
          })}
    </FieldGrid>
  );
}
