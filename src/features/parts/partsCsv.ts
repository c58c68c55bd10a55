/**
 * The parts CSV format, shared by the export, the import and its template: a header row naming the columns, then
 * one part per row. An exported file imports again unchanged. Parsing and writing go through papaparse.
 */
import Papa from 'papaparse';
import { wordFieldMessage } from '../../components/form/fieldMessage';
import type { MessageValues, Translate } from '../../i18n/i18n';
import { isoDate } from '../../lib/dates';
import type { Part, PartInput } from '../../types/parts';
import { normalisePartNumber, partSchema, priceText } from './partSchema';

export const CSV_COLUMNS = ['partNumber', 'name', 'category', 'description', 'unit', 'priceCAD', 'priceUSD', 'stock', 'active'] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** How each column is named in messages (the form's labels), as message ids. The headers themselves are codes. */
export const COLUMN_LABELS: Record<CsvColumn, string> = {
  partNumber: 'parts.csv.column.partNumber',
  name: 'parts.csv.column.name',
  category: 'parts.csv.column.category',
  description: 'parts.csv.column.description',
  unit: 'parts.csv.column.unit',
  priceCAD: 'parts.csv.column.priceCAD',
  priceUSD: 'parts.csv.column.priceUSD',
  stock: 'parts.csv.column.stock',
  active: 'parts.csv.column.active',
};

/** What each column holds, for the format shown beside the import (message ids). */
export const COLUMN_HELP: Record<CsvColumn, string> = {
  partNumber: 'parts.csv.help.partNumber',
  name: 'parts.csv.help.name',
  category: 'parts.csv.help.category',
  description: 'parts.csv.help.description',
  unit: 'parts.csv.help.unit',
  priceCAD: 'parts.csv.help.priceCAD',
  priceUSD: 'parts.csv.help.priceUSD',
  stock: 'parts.csv.help.stock',
  active: 'parts.csv.help.active',
};

/**
 * A problem with the file or one of its rows, worded when shown (problemText): a message id with its values, or a
 * cell's message from the form's schema with the column it is about.
 */
export interface CsvProblem {
  message: string;
  values?: MessageValues;
  column?: CsvColumn;
}

/** A problem in the reader's language; a cell's problem names its column ('Name: This field is required.'). */
export function problemText(t: Translate, problem: CsvProblem): string {
  const text = wordFieldMessage(t, problem.message, problem.values);
  return problem.column ? t('parts.csv.cellProblem', { column: t(COLUMN_LABELS[problem.column]), problem: text }) : text;
}

/** A template: the header row and one example part, its name and description in the reader's language. */
export function templateCsv(t: Translate): string {
  return unparse([
    ['CS-9010', t('parts.csv.template.name'), 'accessories', t('parts.csv.template.description'), 'each', '24.50', '18.25', '40', 'true'],
  ]);
}

/** A spreadsheet would run a cell starting with one of these as a formula; papaparse prefixes it with a quote. */
const FORMULA_START = /^'[=+\-@\t\r]/;

function unparse(data: string[][]): string {
  // escapeFormulae: a name such as '=HYPERLINK(...)' stays text when the file opens in a spreadsheet.
  return Papa.unparse({ fields: [...CSV_COLUMNS], data }, { escapeFormulae: true });
}

/** The parts as CSV, in the import's format. */
export function partsCsv(parts: readonly Part[]): string {
  return unparse(
    parts.map((part) => [
      part.partNumber,
      part.name,
      part.category,
      part.description,
      part.unit,
      priceText(part.priceCAD),
      priceText(part.priceUSD),
      String(part.stock),
      part.active ? 'true' : 'false',
    ]),
  );
}

/** 'parts-2026-11-26.csv', or 'parts-legs-2026-11-26.csv' for one category. */
export function partsCsvFileName(today: Date, category: string | null): string {
  const slug = category ? `-${category.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').toLowerCase()}` : '';
  return `parts${slug}-${isoDate({ toDate: () => today })}.csv`;
}

export type RowStatus = 'new' | 'update' | 'error';

export interface CsvRow {
  /** The row's number as a spreadsheet shows it: the header is row 1. */
  rowNumber: number;
  /** The cells as written (the part number upper-cased and trimmed, so it can be compared). */
  cells: Record<CsvColumn, string>;
  /** The checked part, or null when the row has errors. */
  part: PartInput | null;
  errors: CsvProblem[];
}

export interface ParsedCsv {
  /** A problem with the file as a whole (no header, missing columns): no row is looked at. */
  fileError: CsvProblem | null;
  rows: CsvRow[];
}

const EMPTY_CELLS = Object.fromEntries(CSV_COLUMNS.map((column) => [column, ''])) as Record<CsvColumn, string>;

/** Undoes the export's formula escape, so an exported file imports the same text. */
function cellText(value: unknown): string {
  const text = typeof value === 'string' ? value : '';
  return FORMULA_START.test(text) ? text.slice(1) : text;
}

/** Checks one row's cells with the form's schema; each message names its column. */
export function validateRow(cells: Record<CsvColumn, string>): { part: PartInput | null; errors: CsvProblem[] } {
  const result = partSchema.safeParse(cells);
  if (result.success) return { part: result.data, errors: [] };
  const errors = result.error.issues.map((issue): CsvProblem => {
    const column = issue.path[0] as CsvColumn | undefined;
    return column && Object.hasOwn(COLUMN_LABELS, column) ? { message: issue.message, column } : { message: issue.message };
  });
  return { part: null, errors };
}

const COLUMN_LIST = CSV_COLUMNS.join(',');

/** Why the header row is not the format's: columns it lacks, columns the import does not know, or both. */
function headerProblem(missing: readonly string[], unknown: readonly string[]): CsvProblem {
  const values = {
    columns: COLUMN_LIST,
    missing: missing.join(', '),
    missingCount: missing.length,
    unknown: unknown.join(', '),
    unknownCount: unknown.length,
  };
  if (missing.length > 0 && unknown.length > 0) return { message: 'parts.csv.headerMissingAndUnknown', values };
  if (missing.length > 0) return { message: 'parts.csv.headerMissing', values: { columns: values.columns, missing: values.missing, missingCount: values.missingCount } };
  return { message: 'parts.csv.headerUnknown', values: { columns: values.columns, unknown: values.unknown, unknownCount: values.unknownCount } };
}

/**
 * Reads a parts CSV: the header row must name exactly the format's columns (in any order and case); each further
 * row is checked with the form's schema. Blank rows are skipped. Part numbers repeated in the file are errors on
 * every row that has them.
 */
export function parsePartsCsv(text: string): ParsedCsv {
  const parsed = Papa.parse<string[]>(text.replace(/^\ufeff/, ''), { skipEmptyLines: false });
  const [header, ...records] = parsed.data;
  if (!header || header.every((cell) => cell.trim() === '')) {
    return { fileError: { message: 'parts.csv.empty', values: { columns: COLUMN_LIST } }, rows: [] };
  }
  const names = header.map((cell) => cell.trim());
  const indexOf = new Map<CsvColumn, number>();
  const unknown: string[] = [];
  names.forEach((name, index) => {
    const column = CSV_COLUMNS.find((candidate) => candidate.toLowerCase() === name.toLowerCase());
    if (column && !indexOf.has(column)) indexOf.set(column, index);
    else if (name !== '') unknown.push(name);
  });
  const missing = CSV_COLUMNS.filter((column) => !indexOf.has(column));
  if (missing.length > 0 || unknown.length > 0) return { fileError: headerProblem(missing, unknown), rows: [] };

  const rows: CsvRow[] = [];
  records.forEach((record, index) => {
    if (record.every((cell) => cell.trim() === '')) return;
    const cells = { ...EMPTY_CELLS };
    for (const [column, at] of indexOf) cells[column] = cellText(record[at]);
    cells.partNumber = normalisePartNumber(cells.partNumber);
    const { part, errors } = validateRow(cells);
    if (record.length !== header.length) {
      errors.unshift({ message: 'parts.csv.cellCount', values: { cells: record.length, header: header.length } });
    }
    rows.push({ rowNumber: index + 2, cells, part: errors.length > 0 ? null : part, errors });
  });

  const rowsByNumber = new Map<string, number[]>();
  for (const row of rows) {
    if (row.cells.partNumber === '') continue;
    rowsByNumber.set(row.cells.partNumber, [...(rowsByNumber.get(row.cells.partNumber) ?? []), row.rowNumber]);
  }
  for (const row of rows) {
    const same = rowsByNumber.get(row.cells.partNumber) ?? [];
    if (same.length > 1) {
      row.errors.push({ message: 'parts.csv.repeated', values: { partNumber: row.cells.partNumber, rows: same.join(', ') } });
      row.part = null;
    }
  }
  return { fileError: null, rows };
}

export interface PreviewRow extends CsvRow {
  id: number;
  status: RowStatus;
}

/** Each row marked new, update (its part number exists) or error. */
export function previewRows(rows: readonly CsvRow[], existing: ReadonlySet<string>): PreviewRow[] {
  return rows.map((row) => ({
    ...row,
    id: row.rowNumber,
    status: row.errors.length > 0 ? 'error' : existing.has(row.cells.partNumber) ? 'update' : 'new',
  }));
}

export interface PreviewSummary {
  total: number;
  created: number;
  updated: number;
  bad: number;
}

export function summarise(rows: readonly PreviewRow[]): PreviewSummary {
  const count = (status: RowStatus) => rows.filter((row) => row.status === status).length;
  return { total: rows.length, created: count('new'), updated: count('update'), bad: count('error') };
}
