import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/i18n';
import { inLanguage } from '../../i18n/testing';
import type { Part } from '../../types/parts';
import { CSV_COLUMNS, parsePartsCsv, partsCsv, partsCsvFileName, previewRows, problemText, summarise, templateCsv, type CsvProblem } from './partsCsv';

/** Problems as the import dialog words them (English unless a test switches). */
const texts = (problems: readonly CsvProblem[]) => problems.map((problem) => problemText(translate, problem));
const fileErrorOf = (text: string) => {
  const { fileError } = parsePartsCsv(text);
  return fileError && problemText(translate, fileError);
};

const HEADER = CSV_COLUMNS.join(',');

function csv(...rows: string[]): string {
  return [HEADER, ...rows].join('\r\n');
}

const part: Part = {
  id: 'CS-0110',
  partNumber: 'CS-0110',
  name: 'Endwall Standard',
  category: 'endwall',
  description: 'Standard endwall, "heavy" gauge, for fabric buildings.',
  unit: 'each',
  priceCAD: 25,
  priceUSD: 18.75,
  stock: 37,
  active: true,
};

describe('parsePartsCsv', () => {
  it('reads good rows into parts, numbering rows as a spreadsheet does', () => {
    const { fileError, rows } = parsePartsCsv(
      csv('cs-9010,Ratchet Strap,accessories,,each,24.50,18.25,40,true', 'CS-9011,"Strap, long",Accessories,"Two\nlines",each,30,22.5,0,no'),
    );
    expect(fileError).toBeNull();
    expect(rows.map((row) => [row.rowNumber, texts(row.errors)])).toEqual([
      [2, []],
      [3, []],
    ]);
    expect(rows[0].part).toEqual({
      partNumber: 'CS-9010',
      name: 'Ratchet Strap',
      category: 'accessories',
      description: '',
      unit: 'each',
      priceCAD: 24.5,
      priceUSD: 18.25,
      stock: 40,
      active: true,
    });
    expect(rows[1].part).toMatchObject({ name: 'Strap, long', description: 'Two\nlines', active: false });
  });

  it("reports each bad cell with its column's name, and keeps no part for a bad row", () => {
    const { rows } = parsePartsCsv(csv('CS 1,,trusses,,each,12.345,-1,2.5,maybe'));
    expect(rows[0].part).toBeNull();
    expect(texts(rows[0].errors)).toEqual([
      expect.stringMatching(/^Part number: Use up to 40 letters/),
      'Name: This field is required.',
      'CAD price: Use at most 2 decimals (cents).',
      'USD price: Enter a price of 0 or more, e.g. 12.50.',
      'Stock: Enter a whole number of 0 or more.',
      'Active: Enter true or false (yes or no also work).',
    ]);
  });

  it('marks every row of a part number repeated in the file (in any case)', () => {
    const { rows } = parsePartsCsv(
      csv('CS-1,A,legs,,each,1,1,1,true', 'CS-2,B,legs,,each,1,1,1,true', 'cs-1,C,legs,,each,1,1,1,true'),
    );
    expect(rows.map((row) => row.part === null)).toEqual([true, false, true]);
    expect(texts(rows[0].errors)).toEqual(['Part number CS-1 appears more than once in the file (rows 2, 4).']);
  });

  it('says when a row has too few or too many cells', () => {
    const { rows } = parsePartsCsv(csv('CS-1,A,legs,,each,1,1,1', 'CS-2,B,legs,,each,1,1,1,true,extra'));
    expect(texts(rows[0].errors)[0]).toBe('The row has 8 cells where the header has 9; check for a missing or extra comma.');
    expect(texts(rows[1].errors)).toEqual(['The row has 10 cells where the header has 9; check for a missing or extra comma.']);
  });

  it('takes the columns in any order and case, and skips blank rows', () => {
    const { fileError, rows } = parsePartsCsv('\ufeffACTIVE,stock,priceUSD,priceCAD,unit,description,category,name,partNumber\n\n1,5,2,3,each,,legs,Leg,L-1\n,,,,,,,,\n');
    expect(fileError).toBeNull();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rowNumber: 3, part: { partNumber: 'L-1', priceCAD: 3, priceUSD: 2, stock: 5, active: true } });
  });

  it('refuses a file whose header lacks a column or has one it does not know', () => {
    expect(fileErrorOf('partNumber,name\nA,B')).toBe(
      `The first row must name the columns ${HEADER}, but it has no category, description, unit, priceCAD, priceUSD, stock, active columns.`,
    );
    expect(fileErrorOf(`${HEADER},colour\n`)).toBe(
      `The first row must name the columns ${HEADER}, but it has a column the import does not know: colour.`,
    );
    expect(fileErrorOf(`partNumber,name,category,description,unit,priceCAD,priceUSD,stock,colour,size\n`)).toBe(
      `The first row must name the columns ${HEADER}, but it has no active column and it has columns the import does not know: colour, size.`,
    );
    expect(fileErrorOf('')).toMatch(/^The file is empty/);
  });

  it('words its problems in French, the CSV column names staying as they are', async () => {
    await inLanguage('fr', () => {
      const { rows } = parsePartsCsv(csv('CS-1,Sangle,legs,,each,12.345,1,1,maybe', 'CS-1,B,legs,,each,1,1,1,true'));
      expect(texts(rows[0].errors)).toEqual([
        'Prix CAD\u00a0: Utilisez au plus 2 décimales (les cents).',
        'Active\u00a0: Entrez true ou false (yes ou no fonctionnent aussi).',
        'Le numéro de pièce CS-1 apparaît plus d’une fois dans le fichier (lignes 2, 3).',
      ]);
      expect(fileErrorOf('partNumber,name\nA,B')).toBe(
        `La première ligne doit nommer les colonnes ${HEADER}, mais il lui manque les colonnes category, description, unit, priceCAD, priceUSD, stock, active.`,
      );
    });
  });
});

describe('partsCsv', () => {
  it('writes the import format, and an exported file imports the same parts', () => {
    const risky = { ...part, id: 'CS-0120', partNumber: 'CS-0120', name: '=HYPERLINK("x")', active: false, priceCAD: 0.5 };
    const text = partsCsv([part, risky]);
    const [header, first] = Papa.parse<string[]>(text).data;
    expect(header).toEqual([...CSV_COLUMNS]);
    expect(first).toEqual(['CS-0110', 'Endwall Standard', 'endwall', part.description, 'each', '25.00', '18.75', '37', 'true']);
    // A spreadsheet would run the formula: the cell starts with a quote, which the import removes again.
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
    const { rows } = parsePartsCsv(text);
    expect(rows.map((row) => row.part)).toEqual([part, risky].map(({ id: _id, ...input }) => input));
  });

  it('has a template that imports', () => {
    const { fileError, rows } = parsePartsCsv(templateCsv(translate));
    expect(fileError).toBeNull();
    expect(rows).toHaveLength(1);
    expect(rows[0].errors).toEqual([]);
  });

  it('names files by day and category', () => {
    expect(partsCsvFileName(new Date(2026, 10, 26), null)).toBe('parts-2026-11-26.csv');
    expect(partsCsvFileName(new Date(2026, 10, 26), 'fasteners / hardware')).toBe('parts-fasteners-hardware-2026-11-26.csv');
  });
});

describe('previewRows', () => {
  it('marks rows new, update or error and counts them', () => {
    const { rows } = parsePartsCsv(csv('CS-0110,A,legs,,each,1,1,1,true', 'CS-NEW,B,legs,,each,1,1,1,true', 'CS-BAD,,legs,,each,1,1,1,true'));
    const preview = previewRows(rows, new Set(['CS-0110', 'CS-BAD']));
    expect(preview.map((row) => [row.id, row.status])).toEqual([
      [2, 'update'],
      [3, 'new'],
      [4, 'error'],
    ]);
    expect(summarise(preview)).toEqual({ total: 3, created: 1, updated: 1, bad: 1 });
  });
});
