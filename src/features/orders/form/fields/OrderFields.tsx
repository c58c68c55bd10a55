/**
 * Field groups shared by the order forms. Each takes the form's `control` and a `namePrefix` so the same group
 * can sit at the top level of one form ('') and under a key of another ('cover.').
 */
import Box from '@mui/material/Box';
import { useController, useWatch, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormSelectField, optionsOf, type SelectOption } from '../../../../components/form/FormSelectField';
import { FormTextField } from '../../../../components/form/FormTextField';
import { useT } from '../../../../i18n/hooks';
import type { Translate } from '../../../../i18n/i18n';
import { coverColourText, coverStyleText, fabricColourText, fabricDropText } from '../../../../reference/labels/fabrics';
import { leadSourceText } from '../../../../reference/labels/orders';
import { seriesDescriptionText } from '../../../../reference/labels/series';
import { ORDER_LEAD_SOURCES } from '../../../../reference/orders';
import {
  COVER_STYLES,
  CUSTOM_FABRIC_DROP,
  FABRIC_DROPS,
  FABRIC_NAMES,
  TRIM_COLOURS,
  coloursForFabric,
  type FabricName,
} from '../../../../reference/fabrics';
import { widthsForSeries, type BuildingSeriesName } from '../../../../reference/series';
import {
  CUSTOM_FABRIC_DROP_MAX_LENGTH,
  NOTES_MAX_LENGTH,
  PO_REFERENCE_MAX_LENGTH,
  seriesWithWidths,
} from '../../../../lib/schemas/orders/common';

export interface OrderFieldsProps<T extends FieldValues, TOut extends FieldValues> {
  control: Control<T, unknown, TOut>;
  /** Prepended to every field name, e.g. 'cover.'; '' (the default) for top-level fields. */
  namePrefix?: string;
}

/** Two columns from the small breakpoint up, one on phones. */
export function FieldGrid({ children }: { children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, alignItems: 'start' }}>
      {children}
    </Box>
  );
}

function namer<T extends FieldValues>(prefix: string) {
  return (name: string) => `${prefix}${name}` as FieldPath<T>;
}

/** Stored values as options labelled in the reader's language. */
function labelled(values: readonly string[], t: Translate, text: (value: string, t: Translate) => string): SelectOption[] {
  return values.map((value) => ({ value, label: text(value, t) }));
}

/** Lead source, PO reference and notes. */
export function CommonOrderFields<T extends FieldValues, TOut extends FieldValues>({
  control,
  namePrefix = '',
}: OrderFieldsProps<T, TOut>) {
  const t = useT();
  const name = namer<T>(namePrefix);
  return (
    <FieldGrid>
      <FormSelectField
        control={control}
        name={name('leadSource')}
        label={t('orders.form.leadSource')}
        options={labelled(ORDER_LEAD_SOURCES, t, leadSourceText)}
        required
      />
      <FormTextField
        control={control}
        name={name('poReference')}
        label={t('orders.form.poReference')}
        helperText={t('orders.form.poReferenceHint')}
        htmlInput={{ maxLength: PO_REFERENCE_MAX_LENGTH }}
        fullWidth
      />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <FormTextField
          control={control}
          name={name('notes')}
          label={t('orders.form.notes')}
          multiline
          minRows={3}
          htmlInput={{ maxLength: NOTES_MAX_LENGTH }}
          fullWidth
        />
      </Box>
    </FieldGrid>
  );
}

/** Style, fabric and its colour, trim colour and fabric drop; a fabric change clears a colour it does not have. */
export function CoverOptionsFields<T extends FieldValues, TOut extends FieldValues>({
  control,
  namePrefix = '',
}: OrderFieldsProps<T, TOut>) {
  const t = useT();
  const name = namer<T>(namePrefix);
  const fabric = useWatch({ control, name: name('fabric') }) as string;
  const fabricDrop = useWatch({ control, name: name('fabricDrop') }) as string;
  const { field: colourField } = useController({ control, name: name('colour') });
  const colours = (FABRIC_NAMES as readonly string[]).includes(fabric) ? coloursForFabric(fabric as FabricName) : null;
  return (
    <FieldGrid>
      <FormSelectField control={control} name={name('style')} label={t('orders.form.coverStyle')} options={labelled(COVER_STYLES, t, coverStyleText)} required />
      <FormSelectField
        control={control}
        name={name('fabric')}
        label={t('orders.form.fabric')}
        options={optionsOf(FABRIC_NAMES)}
        required
        onValueChange={(next) => {
          const nextColours = coloursForFabric(next as FabricName) as readonly string[];
          if (!nextColours.includes(colourField.value as string)) colourField.onChange('');
        }}
      />
      <FormSelectField
        control={control}
        name={name('colour')}
        label={t('orders.form.colour')}
        options={labelled(colours ?? [], t, fabricColourText)}
        required={colours === null || colours.length > 0}
        disabled={colours === null || colours.length === 0}
        helperText={colours === null ? t('orders.form.chooseFabricFirst') : colours.length === 0 ? t('orders.form.noColourChoices') : undefined}
      />
      <FormSelectField
        control={control}
        name={name('trimColour')}
        label={t('orders.form.trimColour')}
        options={labelled(TRIM_COLOURS, t, coverColourText)}
        required
      />
      <FormSelectField
        control={control}
        name={name('fabricDrop')}
        label={t('orders.form.fabricDrop')}
        options={labelled(FABRIC_DROPS, t, fabricDropText)}
        required
      />
      {fabricDrop === CUSTOM_FABRIC_DROP ? (
        <FormTextField
          control={control}
          name={name('customFabricDrop')}
          label={t('orders.form.customFabricDrop')}
          helperText={t('orders.form.customFabricDropHint')}
          htmlInput={{ maxLength: CUSTOM_FABRIC_DROP_MAX_LENGTH }}
          required
          fullWidth
        />
      ) : null}
    </FieldGrid>
  );
}

/** Series (active ones with preset widths) and a width of that series; a series change clears the width. */
export function SeriesWidthFields<T extends FieldValues, TOut extends FieldValues>({
  control,
  namePrefix = '',
}: OrderFieldsProps<T, TOut>) {
  const t = useT();
  const name = namer<T>(namePrefix);
  const series = useWatch({ control, name: name('series') }) as string;
  const { field: widthField } = useController({ control, name: name('width') });
  const offered = seriesWithWidths();
  const widths = offered.some((candidate) => candidate.name === series) ? widthsForSeries(series as BuildingSeriesName) : null;
  return (
    <FieldGrid>
      <FormSelectField
        control={control}
        name={name('series')}
        label={t('orders.form.series')}
        options={offered.map((candidate) => ({ value: candidate.name, label: candidate.name }))}
        helperText={offered.some((candidate) => candidate.name === series) ? seriesDescriptionText(series, t) : undefined}
        required
        onValueChange={(next) => {
          const nextWidths = widthsForSeries(next as BuildingSeriesName) as readonly number[];
          if (!nextWidths.includes(Number(widthField.value))) widthField.onChange('');
        }}
      />
      <FormSelectField
        control={control}
        name={name('width')}
        label={t('orders.form.width')}
        options={(widths ?? []).map((width) => ({ value: String(width), label: t('orders.form.feet', { value: width }) }))}
        required
        disabled={widths === null}
        helperText={widths === null ? t('orders.form.chooseSeriesFirst') : undefined}
      />
    </FieldGrid>
  );
}
