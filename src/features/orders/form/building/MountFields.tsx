import { useEffect } from 'react';
import { useWatch, type Control, type FieldPath, type FieldValues, type PathValue, type UseFormSetValue } from 'react-hook-form';
import { FormSelectField, optionsOf, type SelectOption } from '../../../../components/form/FormSelectField';
import { useT } from '../../../../i18n/hooks';
import type { Translate } from '../../../../i18n/i18n';
import { foundationProviderText, mountSubtypeText, mountTypeText, pocketTensioningText } from '../../../../reference/labels/mounts';
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

/** Fields whose choices are words; the others are measures and counts (8', 24", 3), the same in every language. */
const WORDED_CHOICES: Partial<Record<MountField, (value: string, t: Translate) => string>> = {
  subtype: mountSubtypeText,
  foundationProvider: foundationProviderText,
  pocketTensioning: pocketTensioningText,
};

function choicesOf(field: MountField, values: readonly string[], t: Translate): SelectOption[] {
  const text = WORDED_CHOICES[field];
  return text ? values.map((value) => ({ value, label: text(value, t) })) : optionsOf(values);
}

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
  const t = useT();
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
        label={t('orders.form.mountType')}
        options={MOUNT_TYPES.map((value) => ({ value, label: mountTypeText(value, t) }))}
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
                label={t(MOUNT_FIELD_LABELS[field])}
                options={choicesOf(field, options, t)}
                helperText={field === 'legHeight' && !options.includes(LEG_HEIGHT_HT_ONLY) ? t('orders.form.mount.legHeightHint') : undefined}
                required
              />
            );
          })}
    </FieldGrid>
  );
}
