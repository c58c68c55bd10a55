/**
 * A small RGB canvas and its PNG encoding, written byte by byte (node:zlib only), so the demo images are valid
 * files without an image library. Shapes are drawn at twice the size and averaged down, which smooths their edges.
 */
import { crc32, deflateSync } from 'node:zlib';

export type Rgb = readonly [number, number, number];

/** '#rrggbb' -> [r, g, b]. */
export function rgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

/** a to b by t (0..1), channel by channel. */
export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  const k = Math.min(1, Math.max(0, t));
  return [a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k, a[2] + (b[2] - a[2]) * k];
}

export class Raster {
  readonly pixels: Uint8Array;

  constructor(readonly width: number, readonly height: number, background: Rgb = [255, 255, 255]) {
    this.pixels = new Uint8Array(width * height * 3);
    this.fill(() => background);
  }

  /** Paints every pixel for which `colour` gives a colour (x, y at the pixel's centre). */
  fill(colour: (x: number, y: number) => Rgb | null): void {
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) {
        const c = colour(x + 0.5, y + 0.5);
        if (!c) continue;
        const i = (y * this.width + x) * 3;
        this.pixels[i] = c[0];
        this.pixels[i + 1] = c[1];
        this.pixels[i + 2] = c[2];
      }
    }
  }

  rect(x: number, y: number, w: number, h: number, colour: Rgb): void {
    this.fill((px, py) => (px >= x && px < x + w && py >= y && py < y + h ? colour : null));
  }

  /** Half the size, each pixel the average of four: anti-aliased edges for whatever was drawn at double size. */
  halved(): Raster {
    const out = new Raster(Math.floor(this.width / 2), Math.floor(this.height / 2));
    for (let y = 0; y < out.height; y++) {
      for (let x = 0; x < out.width; x++) {
        for (let c = 0; c < 3; c++) {
          const at = (dx: number, dy: number) => this.pixels[((2 * y + dy) * this.width + 2 * x + dx) * 3 + c];
          out.pixels[(y * out.width + x) * 3 + c] = Math.round((at(0, 0) + at(1, 0) + at(0, 1) + at(1, 1)) / 4);
        }
      }
    }
    return out;
  }

  /** Rows of raw RGB, for a PDF image (no PNG row filters). */
  rgbBytes(): Buffer {
    return Buffer.from(this.pixels);
  }

  png(): Buffer {
    const stride = this.width * 3;
    const rows: Buffer[] = [];
    for (let y = 0; y < this.height; y++) {
      // Filter 1 (Sub): each byte as the difference from the pixel to its left, which suits gradients and flat fills.
      const row = Buffer.alloc(stride + 1);
      row[0] = 1;
      for (let i = 0; i < stride; i++) {
        const left = i >= 3 ? this.pixels[y * stride + i - 3] : 0;
        row[i + 1] = (this.pixels[y * stride + i] - left) & 0xff;
      }
      rows.push(row);
    }
    const header = Buffer.alloc(13);
    header.writeUInt32BE(this.width, 0);
    header.writeUInt32BE(this.height, 4);
    header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, no interlace
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk('IHDR', header),
      pngChunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
      pngChunk('IEND', Buffer.alloc(0)),
    ]);
  }
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
