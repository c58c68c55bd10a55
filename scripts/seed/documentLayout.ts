/**
 * The house style of the demo documents on top of the PDF writer: a red title band on the first page, a running
 * header and page numbers, and headings, paragraphs, bullets and tables that flow onto new pages as they fill.
 */
import { BRAND_COLOUR } from '../../src/reference/app.js';
import { MANUFACTURER } from '../../src/reference/manufacturer.js';
import { PAGE_HEIGHT, PAGE_WIDTH, PdfPage, pdfDocument, textWidth, wrap } from './pdf.js';
import type { Raster } from './raster.js';

const MARGIN = 54;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const BOTTOM = PAGE_HEIGHT - 60;
const INK = '#222222';
const MUTED = '#5f6368';
const RULE = '#c7c9cc';
/** The darker brand red, for text on white (the brand red itself is for fills). */
const RED_TEXT = '#b3141b';

/** `text`, cut short with '...' where it is wider than `width`. */
function fit(text: string, width: number, size: number, font: 'regular' | 'bold'): string {
  if (textWidth(text, size, font) <= width) return text;
  let cut = text;
  while (cut.length > 1 && textWidth(`${cut}...`, size, font) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}...`;
}

export interface Column {
  header: string;
  /** Points; the last column takes what is left when omitted. */
  width?: number;
  align?: 'left' | 'right';
}

export class DocumentLayout {
  private readonly pages: PdfPage[] = [];
  private page!: PdfPage;
  private y = 0;

  constructor(
    private readonly title: string,
    private readonly subtitle: string,
    options: { cover?: Raster } = {},
  ) {
    this.newPage();
    // The first page opens with the title band (and the cover picture under it, when there is one).
    this.page.rect(0, 0, PAGE_WIDTH, 150, BRAND_COLOUR);
    this.page.text(MARGIN, 48, MANUFACTURER.name.toUpperCase(), { size: 10, font: 'bold', colour: '#ffffff' });
    let y = 88;
    for (const line of wrap(title, CONTENT_WIDTH, 26, 'bold')) {
      this.page.text(MARGIN, y, line, { size: 26, font: 'bold', colour: '#ffffff' });
      y += 30;
    }
    this.page.text(MARGIN, Math.max(y, 122) + 6, subtitle, { size: 12, colour: '#ffffff' });
    this.y = 190;
    if (options.cover) {
      const height = (CONTENT_WIDTH * options.cover.height) / options.cover.width;
      this.page.image(options.cover, MARGIN, 172, CONTENT_WIDTH, height);
      this.y = 172 + height + 36;
    }
  }

  private newPage(): void {
    this.page = new PdfPage();
    this.pages.push(this.page);
    if (this.pages.length > 1) {
      this.page.rect(0, 0, PAGE_WIDTH, 6, BRAND_COLOUR);
      this.page.text(MARGIN, 36, this.title, { size: 9, colour: MUTED });
      this.page.text(PAGE_WIDTH - MARGIN, 36, MANUFACTURER.name, { size: 9, colour: MUTED, align: 'right' });
      this.page.line(MARGIN, 44, PAGE_WIDTH - MARGIN, 44, RULE);
    }
    this.y = 72;
  }

  /** Starts a new page when fewer than `height` points are left on this one. */
  private room(height: number): void {
    if (this.y + height > BOTTOM) this.newPage();
  }

  /** A section heading, kept on the same page as the start of what follows it. */
  heading(text: string): this {
    this.room(110);
    this.y += 8;
    this.page.text(MARGIN, this.y, text, { size: 15, font: 'bold', colour: RED_TEXT });
    this.y += 22;
    return this;
  }

  paragraph(text: string, style: { size?: number; colour?: string } = {}): this {
    const size = style.size ?? 10.5;
    for (const line of wrap(text, CONTENT_WIDTH, size)) {
      this.room(size * 1.5);
      this.page.text(MARGIN, this.y, line, { size, colour: style.colour ?? INK });
      this.y += size * 1.45;
    }
    this.y += 8;
    return this;
  }

  bullets(items: readonly string[]): this {
    for (const item of items) {
      const lines = wrap(item, CONTENT_WIDTH - 16, 10.5);
      lines.forEach((line, i) => {
        this.room(16);
        if (i === 0) this.page.text(MARGIN + 2, this.y, '•', { size: 10.5, colour: RED_TEXT });
        this.page.text(MARGIN + 16, this.y, line, { size: 10.5, colour: INK });
        this.y += 15;
      });
      this.y += 2;
    }
    this.y += 6;
    return this;
  }

  /** A table with a header row, repeated on each page it runs onto, and light bands on every other row. */
  table(columns: readonly Column[], rows: readonly (readonly string[])[]): this {
    const fixed = columns.reduce((sum, c) => sum + (c.width ?? 0), 0);
    const widths = columns.map((c) => c.width ?? CONTENT_WIDTH - fixed);
    const cellX = (i: number) => MARGIN + widths.slice(0, i).reduce((a, b) => a + b, 0);
    const drawRow = (cells: readonly string[], header: boolean, band: boolean) => {
      if (header) this.page.rect(MARGIN, this.y - 13, CONTENT_WIDTH, 19, '#3a3f45');
      else if (band) this.page.rect(MARGIN, this.y - 13, CONTENT_WIDTH, 19, '#f3f3f4');
      cells.forEach((cell, i) => {
        const right = columns[i].align === 'right';
        const x = right ? cellX(i) + widths[i] - 6 : cellX(i) + 6;
        const style = { size: 9.5, font: header ? ('bold' as const) : ('regular' as const), colour: header ? '#ffffff' : INK, align: right ? ('right' as const) : ('left' as const) };
        // Cells are single lines: a value too wide for its column is cut short.
        this.page.text(x, this.y, fit(cell, widths[i] - 12, 9.5, style.font), style);
      });
      this.y += 19;
    };
    this.room(60);
    drawRow(columns.map((c) => c.header), true, false);
    rows.forEach((row, i) => {
      if (this.y + 19 > BOTTOM) {
        this.newPage();
        drawRow(columns.map((c) => c.header), true, false);
      }
      drawRow(row, false, i % 2 === 1);
    });
    this.y += 12;
    return this;
  }

  /** Labelled blanks to fill in by hand, two to a row. */
  formFields(labels: readonly string[]): this {
    const half = (CONTENT_WIDTH - 24) / 2;
    for (let i = 0; i < labels.length; i += 2) {
      this.room(40);
      [labels[i], labels[i + 1]].forEach((label, j) => {
        if (!label) return;
        const x = MARGIN + j * (half + 24);
        this.page.text(x, this.y, label, { size: 8.5, colour: MUTED });
        this.page.line(x, this.y + 22, x + half, this.y + 22, '#8a8f96');
      });
      this.y += 40;
    }
    this.y += 6;
    return this;
  }

  /** Room for a drawing of `height` points; `draw` gets the page and the drawing's top left. */
  drawing(height: number, draw: (page: PdfPage, x: number, y: number, width: number) => void): this {
    this.room(height + 10);
    draw(this.page, MARGIN, this.y, CONTENT_WIDTH);
    this.y += height + 10;
    return this;
  }

  bytes(): Buffer {
    this.pages.forEach((page, i) => {
      page.line(MARGIN, PAGE_HEIGHT - 44, PAGE_WIDTH - MARGIN, PAGE_HEIGHT - 44, RULE);
      page.text(MARGIN, PAGE_HEIGHT - 30, `${MANUFACTURER.name} · ${MANUFACTURER.website}`, { size: 8.5, colour: MUTED });
      page.text(PAGE_WIDTH - MARGIN, PAGE_HEIGHT - 30, `Page ${i + 1} of ${this.pages.length}`, { size: 8.5, colour: MUTED, align: 'right' });
    });
    return pdfDocument(this.pages, { title: `${this.title}: ${this.subtitle}`, author: MANUFACTURER.name });
  }
}
