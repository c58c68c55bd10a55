/**
 * Schema pieces every order form shares: lead source, PO reference and notes; the cover options of cover,
 * building and VP orders; the series and width of cover and building orders. Form values are strings as typed
 * (drafts store and restore them unchanged); each schema checks them and turns them into the stored shape.
 */
import * as z from 'zod/mini';
import { ORDER_LEAD_SOURCES, type OrderLeadSource } from '../../../reference/orders';
import {
  COVER_STYLES,
  CUSTOM_FABRIC_DROP,
  FABRIC_DROPS,
  FABRIC_NAMES,
  SAME_AS_MAIN_COVER,
  TRIM_COLOURS,
  coloursForFabric,
  type FabricName,
} from '../../../reference/fabrics';
import { BUILDING_SERIES, type BuildingSeriesName } from '../../../reference/series';
import type { CoverOptions } from '../../../types/orders';
import { isGroupedNumber, parsePositiveNumber, parseWholeNumber } from './numbers';

export const PO_REFERENCE_MAX_LENGTH = 60;
export const NOTES_MAX_LENGTH = 2000;
export const CUSTOM_FABRIC_DROP_MAX_LENGTH = 40;

// Message ids (messages.ts): the screens word them in the reader's language, and the server's refusals carry them.
export const CHOOSE_LEAD_SOURCE_MESSAGE = 'orders.form.error.chooseLeadSource';
export const CHOOSE_STYLE_MESSAGE = 'orders.form.error.chooseStyle';
export const CHOOSE_FABRIC_MESSAGE = 'orders.form.error.chooseFabric';
export const CHOOSE_COLOUR_MESSAGE = 'orders.form.error.chooseColour';
export const CHOOSE_TRIM_COLOUR_MESSAGE = 'orders.form.error.chooseTrimColour';
export const CHOOSE_FABRIC_DROP_MESSAGE = 'orders.form.error.chooseFabricDrop';
export const CUSTOM_DROP_REQUIRED_MESSAGE = 'orders.form.error.customDropRequired';
export const CHOOSE_SERIES_MESSAGE = 'orders.form.error.chooseSeries';
export const INACTIVE_SERIES_MESSAGE = 'orders.form.error.inactiveSeries';
export const CHOOSE_WIDTH_MESSAGE = 'orders.form.error.chooseWidth';
export const WIDTH_NOT_IN_SERIES_MESSAGE = 'orders.form.error.widthNotInSeries';
export const POSITIVE_NUMBER_MESSAGE = 'orders.form.error.positiveNumber';
export const WHOLE_NUMBER_MESSAGE = 'orders.form.error.wholeNumber';
/** 'At most {max} characters.': the limit is the issue's bound, or its `max` param. */
export const TOO_LONG_MESSAGE = 'orders.form.error.tooLong';
/** The shared 'This field is required.' of every form. */
export const REQUIRED_MESSAGE = 'validation.required';
/** A number typed with its thousands grouped ('1,100', '1 100'): asked again without, never guessed at. */
export const GROUPED_NUMBER_MESSAGE = 'validation.numberGrouped';

export { isGroupedNumber, parsePositiveNumber, parseWholeNumber } from './numbers';

/** The message of a number that does not parse: a grouped one's, else `invalid`. */
export function numberMessage(text: string, invalid: string): string {
  return isGroupedNumber(text) ? GROUPED_NUMBER_MESSAGE : invalid;
}

function includes<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

/** Optional text, trimmed, up to maxLength characters. */
export function optionalText(maxLength: number) {
  return z.string().check(z.trim(), z.maxLength(maxLength, TOO_LONG_MESSAGE));
}

/** Refuses text that `parse` does not read as a number, with `invalid` (or the grouped number's message). */
function numberCheck(parse: (text: string) => number | null, invalid: string) {
  return z.superRefine<string>((text, context) => {
    if (parse(text) === null) context.addIssue({ code: 'custom', message: numberMessage(text, invalid), input: text });
  });
}

/** A positive number typed as text (e.g. a length in feet), with a decimal point or comma. */
export function positiveNumberText(requiredMessage: string = REQUIRED_MESSAGE) {
  return z.pipe(
    z.string().check(
      z.trim(),
      z.minLength(1, { error: requiredMessage, abort: true }),
      numberCheck(parsePositiveNumber, POSITIVE_NUMBER_MESSAGE),
    ),
    z.transform((text) => parsePositiveNumber(text) as number),
  );
}

/** A whole number of at least 1 typed as text (quantities). */
export function wholeNumberText() {
  return z.pipe(
    z.string().check(
      z.trim(),
      z.minLength(1, { error: REQUIRED_MESSAGE, abort: true }),
      numberCheck(parseWholeNumber, WHOLE_NUMBER_MESSAGE),
    ),
    z.transform((text) => parseWholeNumber(text) as number),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Lead source, PO reference, notes

/** The fields every order type has, spread into each type's form schema. */
export const commonOrderShape = {
  leadSource: z.enum(ORDER_LEAD_SOURCES, { error: CHOOSE_LEAD_SOURCE_MESSAGE }),
  poReference: optionalText(PO_REFERENCE_MAX_LENGTH),
  notes: optionalText(NOTES_MAX_LENGTH),
};

export const commonOrderSchema = z.object(commonOrderShape);

export interface CommonOrderFormValues {
  /** '' until chosen. */
  leadSource: string;
  poReference: string;
  notes: string;
}

export interface CommonOrderContent {
  leadSource: OrderLeadSource;
  poReference: string;
  notes: string;
}

export const COMMON_ORDER_DEFAULTS: CommonOrderFormValues = { leadSource: '', poReference: '', notes: '' };

export function commonFormFromContent(content: CommonOrderContent): CommonOrderFormValues {
  return { leadSource: content.leadSource, poReference: content.poReference, notes: content.notes };
}

// ---------------------------------------------------------------------------------------------------------------
// Cover options (cover, building and VP orders)

export interface CoverOptionsFormValues {
  style: string;
  fabric: string;
  /** '' for a fabric without colours. */
  colour: string;
  trimColour: string;
  fabricDrop: string;
  /** Used only when fabricDrop is 'Custom'. */
  customFabricDrop: string;
}

export const COVER_OPTIONS_DEFAULTS: CoverOptionsFormValues = {
  style: '',
  fabric: '',
  colour: '',
  trimColour: SAME_AS_MAIN_COVER,
  fabricDrop: '',
  customFabricDrop: '',
};

/**
 * Every rule is checked in one pass so that all messages show at once, including the dependent ones: a colour
 * is required (and must be one of the fabric's) when the fabric has colours; 'Custom' drop needs its value.
 */
export const coverOptionsSchema = z.pipe(
  z
    .object({
      style: z.string(),
      fabric: z.string(),
      colour: z.string(),
      trimColour: z.string(),
      fabricDrop: z.string(),
      customFabricDrop: z.string(),
    })
    .check(
      z.superRefine((cover, context) => {
        const issue = (path: keyof CoverOptionsFormValues, message: string, params?: Record<string, number>) =>
          context.addIssue({ code: 'custom', path: [path], message, params, input: cover[path] });
        if (!includes(COVER_STYLES, cover.style)) issue('style', CHOOSE_STYLE_MESSAGE);
        if (!includes(FABRIC_NAMES, cover.fabric)) issue('fabric', CHOOSE_FABRIC_MESSAGE);
        else {
          const colours = coloursForFabric(cover.fabric as FabricName);
          if (colours.length > 0 && !includes(colours, cover.colour)) issue('colour', CHOOSE_COLOUR_MESSAGE);
        }
        if (!includes(TRIM_COLOURS, cover.trimColour)) issue('trimColour', CHOOSE_TRIM_COLOUR_MESSAGE);
        if (!includes(FABRIC_DROPS, cover.fabricDrop)) issue('fabricDrop', CHOOSE_FABRIC_DROP_MESSAGE);
        else if (cover.fabricDrop === CUSTOM_FABRIC_DROP) {
          const custom = cover.customFabricDrop.trim();
          if (custom === '') issue('customFabricDrop', CUSTOM_DROP_REQUIRED_MESSAGE);
          else if (custom.length > CUSTOM_FABRIC_DROP_MAX_LENGTH) {
            issue('customFabricDrop', TOO_LONG_MESSAGE, { max: CUSTOM_FABRIC_DROP_MAX_LENGTH });
          }
        }
      }),
    ),
  z.transform(
    (cover): CoverOptions => ({
      style: cover.style,
      fabric: cover.fabric,
      colour: coloursForFabric(cover.fabric as FabricName).length > 0 ? cover.colour : null,
      trimColour: cover.trimColour,
      fabricDrop: cover.fabricDrop,
      customFabricDrop: cover.fabricDrop === CUSTOM_FABRIC_DROP ? cover.customFabricDrop.trim() : null,
    }),
  ),
);

export function coverOptionsFormFromContent(cover: CoverOptions): CoverOptionsFormValues {
  return {
    style: cover.style,
    fabric: cover.fabric,
    colour: cover.colour ?? '',
    trimColour: cover.trimColour,
    fabricDrop: cover.fabricDrop,
    customFabricDrop: cover.customFabricDrop ?? '',
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Series and width (cover and building orders)

export interface SeriesWidthFormValues {
  series: string;
  /** The width in feet as text ('42'); '' until chosen. */
  width: string;
}

export interface SeriesWidth {
  series: BuildingSeriesName;
  width: number;
}

export const SERIES_WIDTH_DEFAULTS: SeriesWidthFormValues = { series: '', width: '' };

/** Active series with preset widths: the ones a cover or building order may use (VP series are sized per project). */
export function seriesWithWidths() {
  return BUILDING_SERIES.filter((series) => series.active && series.widths.length > 0);
}

/** The series must be offered (active, with widths) and the width one of that series'. */
export const seriesWidthSchema = z.pipe(
  z.object({ series: z.string(), width: z.string() }).check(
    z.superRefine((value, context) => {
      const series = BUILDING_SERIES.find((candidate) => candidate.name === value.series);
      if (!series || series.widths.length === 0) {
        context.addIssue({ code: 'custom', path: ['series'], message: CHOOSE_SERIES_MESSAGE, input: value.series });
        if (value.width === '') {
          context.addIssue({ code: 'custom', path: ['width'], message: CHOOSE_WIDTH_MESSAGE, input: value.width });
        }
        return;
      }
      if (!series.active) {
        context.addIssue({ code: 'custom', path: ['series'], message: INACTIVE_SERIES_MESSAGE, input: value.series });
      }
      if (value.width === '') {
        context.addIssue({ code: 'custom', path: ['width'], message: CHOOSE_WIDTH_MESSAGE, input: value.width });
      } else if (!(series.widths as readonly number[]).includes(Number(value.width))) {
        context.addIssue({ code: 'custom', path: ['width'], message: WIDTH_NOT_IN_SERIES_MESSAGE, input: value.width });
      }
    }),
  ),
  z.transform((value): SeriesWidth => ({ series: value.series as BuildingSeriesName, width: Number(value.width) })),
);

export function seriesWidthFormFromContent(value: { series: string; width: number }): SeriesWidthFormValues {
  return { series: value.series, width: String(value.width) };
}

