import { describe, expect, it } from 'vitest';
import { CompressionError, encodeHeaders, HeaderDecoder } from '../../src/transport/grpc/http2/hpack.js';
import { huffmanDecode, HuffmanError } from '../../src/transport/grpc/http2/huffman.js';

const hex = (text: string) => Buffer.from(text.replace(/\s+/g, ''), 'hex');

describe('HPACK decoding (RFC 7541, Appendix C)', () => {
  it('decodes the requests of C.3 in order, indexing into the table the first ones filled', () => {
    const decoder = new HeaderDecoder();
    expect(decoder.decode(hex('8286 8441 0f77 7777 2e65 7861 6d70 6c65 2e63 6f6d'))).toEqual([
      [':method', 'GET'],
      [':scheme', 'http'],
      [':path', '/'],
      [':authority', 'www.example.com'],
    ]);
    expect(decoder.decode(hex('8286 84be 5808 6e6f 2d63 6163 6865'))).toEqual([
      [':method', 'GET'],
      [':scheme', 'http'],
      [':path', '/'],
      [':authority', 'www.example.com'],
      ['cache-control', 'no-cache'],
    ]);
    expect(decoder.decode(hex('8287 85bf 400a 6375 7374 6f6d 2d6b 6579 0c63 7573 746f 6d2d 7661 6c75 65'))).toEqual([
      [':method', 'GET'],
      [':scheme', 'https'],
      [':path', '/index.html'],
      [':authority', 'www.example.com'],
      ['custom-key', 'custom-value'],
    ]);
  });

  it('decodes the same requests Huffman-coded (C.4)', () => {
    const decoder = new HeaderDecoder();
    expect(decoder.decode(hex('8286 8441 8cf1 e3c2 e5f2 3a6b a0ab 90f4 ff'))).toEqual([
      [':method', 'GET'],
      [':scheme', 'http'],
      [':path', '/'],
      [':authority', 'www.example.com'],
    ]);
    expect(decoder.decode(hex('8286 84be 5886 a8eb 1064 9cbf'))[4]).toEqual(['cache-control', 'no-cache']);
    expect(decoder.decode(hex('8287 85bf 4088 25a8 49e9 5ba9 7d7f 8925 a849 e95b b8e8 b4bf'))[4]).toEqual(['custom-key', 'custom-value']);
  });

  it('decodes literals without indexing and never indexed, which leave the table as it was', () => {
    const decoder = new HeaderDecoder();
    // C.2.2 (without indexing, indexed name :path) and C.2.3 (never indexed, new name).
    expect(decoder.decode(hex('040c 2f73 616d 706c 652f 7061 7468'))).toEqual([[':path', '/sample/path']]);
    expect(decoder.decode(hex('1008 7061 7373 776f 7264 0673 6563 7265 74'))).toEqual([['password', 'secret']]);
    expect(() => decoder.decode(hex('be'))).toThrow(CompressionError);
  });

  it('evicts the oldest entries past the table size, and follows a size update', () => {
    const decoder = new HeaderDecoder(64);
    // Each entry "a: 1" ... takes 1 + 1 + 32 = 34 octets: one fits in 64, two do not.
    decoder.decode(hex('4001 6101 31'));
    decoder.decode(hex('4001 6201 32'));
    expect(decoder.decode(hex('be'))).toEqual([['b', '2']]);
    expect(() => decoder.decode(hex('bf'))).toThrow(CompressionError);
    // A size update to 0 empties the table.
    expect(() => decoder.decode(hex('20 be'))).toThrow(CompressionError);
    expect(() => new HeaderDecoder(64).decode(hex('3f 22'))).toThrow(/table size update/); // 31 + 34 = 65 > 64
  });

  it('takes a table size update only at the start of a block (RFC 7541, 4.2)', () => {
    expect(new HeaderDecoder(64).decode(hex('20 20 82'))).toEqual([[':method', 'GET']]);
    expect(() => new HeaderDecoder(64).decode(hex('82 20'))).toThrow(/table size update/);
  });

  it('refuses a block cut short and an index of 0', () => {
    expect(() => new HeaderDecoder().decode(hex('400a 6375 7374'))).toThrow(CompressionError);
    expect(() => new HeaderDecoder().decode(hex('80'))).toThrow(CompressionError);
    expect(() => new HeaderDecoder().decode(hex('ff'))).toThrow(CompressionError);
  });
});

describe('the HPACK Huffman code', () => {
  it('refuses padding that is not the start of EOS, or longer than 7 bits', () => {
    // "0" is 00000: padded with 111 it is one octet; with 000 it is not a whole code.
    expect(huffmanDecode(hex('07'), 0, 1)).toBe('0');
    expect(() => huffmanDecode(hex('00'), 0, 1)).toThrow(HuffmanError);
    expect(() => huffmanDecode(hex('07ff'), 0, 2)).toThrow(HuffmanError);
  });
});

describe('HPACK encoding of answers', () => {
  it('writes literals a decoder reads back, and :status 200 as its static index', () => {
    const headers: [string, string][] = [
      [':status', '200'],
      ['content-type', 'application/grpc+proto'],
      ['grpc-message', 'x'.repeat(300)],
    ];
    const block = encodeHeaders(headers);
    expect(block[0]).toBe(0x88);
    expect(new HeaderDecoder().decode(block)).toEqual(headers);
  });
});
