/**
 * The parts CSV format, shared by the export, the import and its template: a header row naming the columns, then
 * one part per row. An exported file imports again unchanged. Parsing and writing go through papaparse.
 */
import Papa from 'papaparse';
import { isoDate } from '../../lib/dates';
import type { Part, PartInput } from '../../types/parts';
import { normalisePartNumber, partSchema, priceText } from './partSchema';

export const CSV_COLUMNS = ['partNumber', 'name', 'category', 'description', 'unit', 'priceCAD', 'priceUSD', 'stock', 'active'] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** How each column is named in messages (the form's labels). */
export const COLUMN_LABELS: Record<CsvColumn, string> = {
  partNumber: 'Part number',
  name: 'Name',
  category: 'Category',
  description: 'Description',
  unit: 'Unit',
  priceCAD: 'CAD price',
  priceUSD: 'USD price',
  stock: 'Stock',
  active: 'Active',
};

/** What each column holds, for the format shown beside the import. */
export const COLUMN_HELP: Record<CsvColumn, string> = {
  partNumber: 'Required. Letters, digits, dots, dashes or underscores, up to 40; stored in upper case. An existing part number updates that part.',
  name: 'Required, up to 100 characters.',
  category: 'Required. One of the parts categories, e.g. endwall, fasteners / hardware.',
  description: 'Optional, up to 1000 characters.',
  unit: "Required, e.g. each, box of 100.",
  priceCAD: 'Required. 0 or more, at most 2 decimals, no currency sign, e.g. 12.50.',
  priceUSD: 'Required. 0 or more, at most 2 decimals, no currency sign, e.g. 9.75.',
  stock: 'Required. A whole number of 0 or more.',
  active: 'Required. true or false (yes or no also work); only active parts can be ordered.',
};

/** A template: the header row and one example part. */
export function templateCsv(): string {
  return unparse([
    ['CS-9010', 'Ratchet Strap Standard', 'accessories', '2 in. ratchet strap with hooks.', 'each', '24.50', '18.25', '40', 'true'],
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
  errors: string[];
}

export interface ParsedCsv {
  /** A problem with the file as a whole (no header, missing columns): no row is looked at. */
  fileError: string | null;
  rows: CsvRow[];
}

const EMPTY_CELLS = Object.fromEntries(CSV_COLUMNS.map((column) => [column, ''])) as Record<CsvColumn, string>;

/** Undoes the export's formula escape, so an exported file imports the same text. */
function cellText(value: unknown): string {
  const text = typeof value === 'string' ? value : '';
  return FORMULA_START.test(text) ? text.slice(1) : text;
}

/** Checks one row's cells with the form's schema; each message names its column. */
export function validateRow(cells: Record<CsvColumn, string>): { part: PartInput | null; errors: string[] } {
  const result = partSchema.safeParse(cells);
  if (result.success) return { part: result.data, errors: [] };
  const errors = result.error.issues.map((issue) => {
    const column = issue.path[0] as CsvColumn | undefined;
    return column && column in COLUMN_LABELS ? `${COLUMN_LABELS[column]}: ${issue.message}` : issue.message;
  });
  return { part: null, errors };
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
    return { fileError: `The file is empty. Its first row must name the columns: ${CSV_COLUMNS.join(',')}.`, rows: [] };
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
  if (missing.length > 0 || unknown.length > 0) {
    const problems = [
      missing.length > 0 ? `it has no ${missing.join(', ')} column${missing.length > 1 ? 's' : ''}` : '',
      unknown.length > 0 ? `it has ${unknown.length > 1 ? 'columns' : 'a column'} the import does not know: ${unknown.join(', ')}` : '',
    ].filter(Boolean);
    return {
      fileError: `The first row must name the columns ${CSV_COLUMNS.join(',')}, but ${problems.join(' and ')}.`,
      rows: [],
    };
  }

  const rows: CsvRow[] = [];
  records.forEach((record, index) => {
    if (record.every((cell) => cell.trim() === '')) return;
    const cells = { ...EMPTY_CELLS };
    for (const [column, at] of indexOf) cells[column] = cellText(record[at]);
    cells.partNumber = normalisePartNumber(cells.partNumber);
    const { part, errors } = validateRow(cells);
    if (record.length !== header.length) {
      errors.unshift(`The row has ${record.length} cells where the header has ${header.length}; check for a missing or extra comma.`);
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
      row.errors.push(`Part number ${row.cells.partNumber} appears more than once in the file (rows ${same.join(', ')}).`);
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

/** 'Import 3 parts', '1 part', ... */
export function partsCount(n: number): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? 'part' : 'parts'}`;
}
