/**
 * HPACK (RFC 7541), as an HTTP/2 server needs it: a decoder for the header blocks clients send (every
 * representation, the dynamic table, Huffman-coded strings) and an encoder for answers that only writes
 * literals without indexing, so it never touches the client's decoding state. Names and values are octet
 * strings, held as latin1 strings (one character per octet).
 */
import { huffmanDecode, HuffmanError } from './huffman.js';

export class CompressionError extends Error {}

/** RFC 7541 Appendix A: indexes 1 to 61. */
const STATIC_TABLE: readonly (readonly [string, string])[] = [
  [':authority', ''],
  [':method', 'GET'],
  [':method', 'POST'],
  [':path', '/'],
  [':path', '/index.html'],
  [':scheme', 'http'],
  [':scheme', 'https'],
  [':status', '200'],
  [':status', '204'],
  [':status', '206'],
  [':status', '304'],
  [':status', '400'],
  [':status', '404'],
  [':status', '500'],
  ['accept-charset', ''],
  ['accept-encoding', 'gzip, deflate'],
  ['accept-language', ''],
  ['accept-ranges', ''],
  ['accept', ''],
  ['access-control-allow-origin', ''],
  ['age', ''],
  ['allow', ''],
  ['authorization', ''],
  ['cache-control', ''],
  ['content-disposition', ''],
  ['content-encoding', ''],
  ['content-language', ''],
  ['content-length', ''],
  ['content-location', ''],
  ['content-range', ''],
  ['content-type', ''],
  ['cookie', ''],
  ['date', ''],
  ['etag', ''],
  ['expect', ''],
  ['expires', ''],
  ['from', ''],
  ['host', ''],
  ['if-match', ''],
  ['if-modified-since', ''],
  ['if-none-match', ''],
  ['if-range', ''],
  ['if-unmodified-since', ''],
  ['last-modified', ''],
  ['link', ''],
  ['location', ''],
  ['max-forwards', ''],
  ['proxy-authenticate', ''],
  ['proxy-authorization', ''],
  ['range', ''],
  ['referer', ''],
  ['refresh', ''],
  ['retry-after', ''],
  ['server', ''],
  ['set-cookie', ''],
  ['strict-transport-security', ''],
  ['transfer-encoding', ''],
  ['user-agent', ''],
  ['vary', ''],
  ['via', ''],
  ['www-authenticate', ''],
];

/** Each entry's size in the table: its octets plus 32 (RFC 7541, 4.1). */
const ENTRY_OVERHEAD = 32;

/** A header list in arrival order; a name may repeat. */
export type HeaderList = [name: string, value: string][];

/**
 * Decodes the header blocks of one connection, in order. `maxTableSize` is the header table size this side
 * announced (SETTINGS_HEADER_TABLE_SIZE); the client may shrink its table below it, never grow it past it.
 */
export class HeaderDecoder {
  /** Newest entry last. */
  private entries: [string, string][] = [];
  private size = 0;
  private limit: number;

  constructor(private readonly maxTableSize = 4096) {
    this.limit = maxTableSize;
  }

  /** The headers of one complete block. Throws CompressionError: the connection cannot go on after it. */
  decode(block: Uint8Array): HeaderList {
    const headers: HeaderList = [];
    const reader = { bytes: block, at: 0 };
    try {
      while (reader.at < block.length) {
        const first = block[reader.at]!;
        if (first & 0x80) {
          headers.push(this.entry(integer(reader, 7)));
        } else if (first & 0x40) {
          const field = this.literal(reader, 6);
          this.insert(field);
          headers.push(field);
        } else if (first & 0x20) {
          // Only before the block's first header (RFC 7541, 4.2).
          if (headers.length > 0) throw new CompressionError('table size update after a header');
          const size = integer(reader, 5);
          if (size > this.maxTableSize) throw new CompressionError(`table size update to ${size} past ${this.maxTableSize}`);
          this.limit = size;
          this.evict(0);
        } else {
          // Without indexing (0000) and never indexed (0001) decode alike.
          headers.push(this.literal(reader, 4));
        }
      }
    } catch (err) {
      if (err instanceof HuffmanError || err instanceof RangeError) throw new CompressionError(err.message);
      throw err;
    }
    return headers;
  }

  private entry(index: number): [string, string] {
    if (index === 0) throw new CompressionError('header index 0');
    if (index <= STATIC_TABLE.length) {
      const [name, value] = STATIC_TABLE[index - 1]!;
      return [name, value];
    }
    const entry = this.entries[this.entries.length - 1 - (index - STATIC_TABLE.length - 1)];
    if (!entry) throw new CompressionError(`header index ${index} past the table`);
    return [entry[0], entry[1]];
  }

  private literal(reader: Reader, prefixBits: number): [string, string] {
    const index = integer(reader, prefixBits);
    const name = index === 0 ? string(reader) : this.entry(index)[0];
    return [name, string(reader)];
  }

  private insert(field: [string, string]): void {
    const size = field[0].length + field[1].length + ENTRY_OVERHEAD;
    if (size > this.limit) {
      // An entry larger than the table empties it and is not kept (RFC 7541, 4.4).
      this.entries = [];
      this.size = 0;
      return;
    }
    this.evict(size);
    this.entries.push([field[0], field[1]]);
    this.size += size;
  }

  /** Drops the oldest entries until `room` more octets fit. */
  private evict(room: number): void {
    let drop = 0;
    while (this.size + room > this.limit && drop < this.entries.length) {
      const [name, value] = this.entries[drop++]!;
      this.size -= name.length + value.length + ENTRY_OVERHEAD;
    }
    if (drop > 0) this.entries.splice(0, drop);
  }
}

interface Reader {
  bytes: Uint8Array;
  at: number;
}

/** An integer with an n-bit prefix (RFC 7541, 5.1). */
function integer(reader: Reader, prefixBits: number): number {
  const max = (1 << prefixBits) - 1;
  let value = reader.bytes[reader.at++]! & max;
  if (value < max) return value;
  let shift = 0;
  for (;;) {
    if (reader.at >= reader.bytes.length) throw new CompressionError('integer cut short');
    const byte = reader.bytes[reader.at++]!;
    value += (byte & 0x7f) * 2 ** shift;
    if (!(byte & 0x80)) break;
    shift += 7;
    if (shift > 28) throw new CompressionError('integer too large');
  }
  return value;
}

/** A string literal (RFC 7541, 5.2). */
function string(reader: Reader): string {
  if (reader.at >= reader.bytes.length) throw new CompressionError('string cut short');
  const huffman = (reader.bytes[reader.at]! & 0x80) !== 0;
  const length = integer(reader, 7);
  const start = reader.at;
  const end = start + length;
  if (end > reader.bytes.length) throw new CompressionError('string cut short');
  reader.at = end;
  return huffman ? huffmanDecode(reader.bytes, start, end) : Buffer.from(reader.bytes.buffer, reader.bytes.byteOffset + start, length).toString('latin1');
}

function encodeInteger(value: number, prefixBits: number, firstByte: number, out: number[]): void {
  const max = (1 << prefixBits) - 1;
  if (value < max) {
    out.push(firstByte | value);
    return;
  }
  out.push(firstByte | max);
  let rest = value - max;
  while (rest >= 128) {
    out.push((rest % 128) + 128);
    rest = Math.floor(rest / 128);
  }
  out.push(rest);
}

/** `:status: 200`, which the static table holds whole. */
const STATUS_200 = 0x88;

/**
 * A header block of literals without indexing (names new, strings not Huffman-coded); `:status: 200` is
 * sent as its static index. Names must be lower case; values are latin1.
 */
export function encodeHeaders(headers: readonly (readonly [string, string])[]): Buffer {
  const out: number[] = [];
  const strings: Buffer[] = [];
  const flush = () => {
    if (out.length > 0) strings.push(Buffer.from(out.splice(0)));
  };
  for (const [name, value] of headers) {
    if (name === ':status' && value === '200') {
      out.push(STATUS_200);
      continue;
    }
    out.push(0);
    for (const text of [name, value]) {
      const bytes = Buffer.from(text, 'latin1');
      encodeInteger(bytes.length, 7, 0, out);
      flush();
      strings.push(bytes);
    }
  }
  flush();
  return Buffer.concat(strings);
}
