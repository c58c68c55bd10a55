/**
 * A small PDF writer for the demo documents: US Letter pages of Helvetica text, filled and stroked shapes and RGB
 * images, with a cross-reference table at true byte offsets, so every viewer opens the files. Coordinates are in
 * points from the page's top left (PDF itself counts from the bottom left).
 */
import { deflateSync } from 'node:zlib';
import type { Raster } from './raster.js';

export const PAGE_WIDTH = 612;
export const PAGE_HEIGHT = 792;

export type Font = 'regular' | 'bold';
export interface TextStyle {
  size?: number;
  font?: Font;
  /** '#rrggbb'. */
  colour?: string;
  align?: 'left' | 'right' | 'centre';
}

/** Helvetica's advance widths (1/1000 em) for the printable ASCII characters, from its font metrics. */
const WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
  556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
  260, 334, 584,
];

/** Characters outside ASCII that the documents use, as their WinAnsiEncoding bytes. */
const WIN_ANSI: Record<string, number> = { '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97, '©': 0xa9, '®': 0xae, '·': 0xb7, '×': 0xd7, 'é': 0xe9, '°': 0xb0 };

function encode(text: string): string {
  return [...text]
    .map((ch) => {
      const code = WIN_ANSI[ch] ?? ch.charCodeAt(0);
      if (code > 0xff) throw new Error(`No Helvetica character for ${ch}`);
      const out = String.fromCharCode(code);
      return out === '(' || out === ')' || out === '\\' ? `\\${out}` : out;
    })
    .join('');
}

/** Width of `text` in points at `size` (bold runs about 5% wider). */
export function textWidth(text: string, size: number, font: Font = 'regular'): number {
  const units = [...text].reduce((sum, ch) => {
    const code = ch.charCodeAt(0);
    return sum + (code >= 32 && code <= 126 ? WIDTHS[code - 32] : 556);
  }, 0);
  return (units * size * (font === 'bold' ? 1.05 : 1)) / 1000;
}

/** Lines of at most `width` points, broken between words. */
export function wrap(text: string, width: number, size: number, font: Font = 'regular'): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, size, font) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function colour(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff].map((c) => (c / 255).toFixed(3)).join(' ');
}

const n = (value: number) => Number(value.toFixed(2)).toString();

export class PdfPage {
  readonly ops: string[] = [];
  readonly images: Raster[] = [];

  text(x: number, y: number, text: string, style: TextStyle = {}): void {
    const { size = 11, font = 'regular', colour: fill = '#222222', align = 'left' } = style;
    const width = textWidth(text, size, font);
    const left = align === 'right' ? x - width : align === 'centre' ? x - width / 2 : x;
    this.ops.push(`BT /${font === 'bold' ? 'F2' : 'F1'} ${n(size)} Tf ${colour(fill)} rg ${n(left)} ${n(PAGE_HEIGHT - y)} Td (${encode(text)}) Tj ET`);
  }

  /** Wrapped text from (x, y), its first baseline at y; returns the baseline after the last line. */
  paragraph(x: number, y: number, width: number, text: string, style: TextStyle & { leading?: number } = {}): number {
    const size = style.size ?? 11;
    const leading = style.leading ?? size * 1.4;
    let at = y;
    for (const line of wrap(text, width, size, style.font)) {
      this.text(x, at, line, style);
      at += leading;
    }
    return at;
  }

  rect(x: number, y: number, width: number, height: number, fill: string): void {
    this.ops.push(`${colour(fill)} rg ${n(x)} ${n(PAGE_HEIGHT - y - height)} ${n(width)} ${n(height)} re f`);
  }

  line(x1: number, y1: number, x2: number, y2: number, stroke = '#999999', width = 0.75): void {
    this.ops.push(`${colour(stroke)} RG ${n(width)} w ${n(x1)} ${n(PAGE_HEIGHT - y1)} m ${n(x2)} ${n(PAGE_HEIGHT - y2)} l S`);
  }

  /** An open path of straight segments and cubic curves: ['M', x, y], ['L', x, y], ['C', x1, y1, x2, y2, x, y]. */
  path(segments: readonly (readonly [string, ...number[]])[], stroke: string, width = 1): void {
    const ops = segments.map(([op, ...v]) => {
      const points = v.map((value, i) => n(i % 2 === 0 ? value : PAGE_HEIGHT - value)).join(' ');
      return `${points} ${op === 'M' ? 'm' : op === 'L' ? 'l' : 'c'}`;
    });
    this.ops.push(`${colour(stroke)} RG ${n(width)} w ${ops.join(' ')} S`);
  }

  image(raster: Raster, x: number, y: number, width: number, height: number): void {
    this.images.push(raster);
    this.ops.push(`q ${n(width)} 0 0 ${n(height)} ${n(x)} ${n(PAGE_HEIGHT - y - height)} cm /Im${this.images.length} Do Q`);
  }
}

/** The document's pages in order, and its title and author in the file's information dictionary. */
export function pdfDocument(pages: readonly PdfPage[], info: { title: string; author: string }): Buffer {
  const objects: Buffer[] = [];
  const add = (body: string | Buffer) => {
    objects.push(typeof body === 'string' ? Buffer.from(body, 'latin1') : body);
    return objects.length;
  };
  const stream = (dictionary: string, data: Buffer) =>
    Buffer.concat([Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`, 'latin1'), data, Buffer.from('\nendstream', 'latin1')]);

  const catalog = add('');
  const pagesId = add('');
  const regular = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const kids = pages.map((page) => {
    const images = page.images.map((raster) =>
      add(stream(`/Type /XObject /Subtype /Image /Width ${raster.width} /Height ${raster.height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode`, deflateSync(raster.rgbBytes()))),
    );
    const content = add(stream('/Filter /FlateDecode', deflateSync(Buffer.from(page.ops.join('\n'), 'latin1'))));
    const xobjects = images.length ? ` /XObject << ${images.map((id, i) => `/Im${i + 1} ${id} 0 R`).join(' ')} >>` : '';
    return add(
      `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Contents ${content} 0 R ` +
        `/Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >>${xobjects} >> >>`,
    );
  });
  objects[catalog - 1] = Buffer.from(`<< /Type /Catalog /Pages ${pagesId} 0 R >>`, 'latin1');
  objects[pagesId - 1] = Buffer.from(`<< /Type /Pages /Kids [${kids.map((id) => `${id} 0 R`).join(' ')}] /Count ${kids.length} >>`, 'latin1');
  const infoId = add(`<< /Title (${encode(info.title)}) /Author (${encode(info.author)}) /Producer (${encode(info.author)}) >>`);

  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = chunks[0].length;
  const offsets = objects.map((body, i) => {
    const at = offset;
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, 'latin1'), body, Buffer.from('\nendobj\n', 'latin1')]);
    chunks.push(chunk);
    offset += chunk.length;
    return at;
  });
  const xref =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}` +
    `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${infoId} 0 R >>\nstartxref\n${offset}\n%%EOF\n`;
  chunks.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(chunks);
}
