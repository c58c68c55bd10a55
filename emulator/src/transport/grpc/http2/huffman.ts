/**
 * The Huffman code of HPACK (RFC 7541, Appendix B), decoding only: header values a client sends may be
 * Huffman-coded, answers here never are. The code is canonical (codes of one length are consecutive, in
 * symbol order, and shorter codes come first), so it is rebuilt from each symbol's code length alone.
 */

/**
 * The code length of symbols 0 to 256 (256 is EOS), in order: `n` is one symbol of n bits, `nxk` k symbols
 * of n bits each.
 */
const CODE_LENGTHS =
  '13 23 28x7 24 30 28x2 30 28x8 30 28x9 6 10x2 12 13 6 8 11 10x2 8 11 8 6x3 5x3 6x7 7 8 15 6 12 10 13 6 7x22 8 7 8 ' +
  '13 19 13 14 6 15 5 6 5 6 5 6x3 5 7x2 6x3 5 6 7 6 5x2 6 7x5 15 11 14 13 28 20 22 20x2 22x3 23 22 23x5 24 23 24x2 ' +
  '22 23 24 23x4 21 22 23 22 23x2 24 22 21 20 22x2 23x2 21 23 22x2 24 21 22 23x2 21x2 22 21 23 22 23x2 20 22x3 23 ' +
  '22x2 23 26x2 20 19 22 23 22 25 26x3 27x2 26 24 25 19 21 26 27x2 26 27 24 21x2 26x2 28 27x3 20 24 20 21 22 21x2 ' +
  '23 22x2 25x2 24x2 26 23 26 27 26x2 27x5 28 27x5 26 30';

const EOS = 256;
const MAX_BITS = 30;

export class HuffmanError extends Error {}

/**
 * For each code length: the first code of that length, and where its symbols start in `symbols` (all
 * symbols sorted by code length, then value).
 */
const firstCode = new Array<number>(MAX_BITS + 1).fill(0);
const countOf = new Array<number>(MAX_BITS + 1).fill(0);
const offsetOf = new Array<number>(MAX_BITS + 1).fill(0);
const symbols: number[] = [];

(function buildCode() {
  const lengths: number[] = [];
  for (const run of CODE_LENGTHS.split(' ')) {
    const [bits, times = '1'] = run.split('x');
    for (let i = 0; i < Number(times); i++) lengths.push(Number(bits));
  }
  if (lengths.length !== EOS + 1) throw new Error(`HPACK Huffman table has ${lengths.length} symbols`);
  for (let bits = 1; bits <= MAX_BITS; bits++) {
    offsetOf[bits] = symbols.length;
    lengths.forEach((length, symbol) => length === bits && symbols.push(symbol));
    countOf[bits] = symbols.length - offsetOf[bits]!;
  }
  let code = 0;
  for (let bits = 1; bits <= MAX_BITS; bits++) {
    firstCode[bits] = code;
    code = (code + countOf[bits]!) << 1;
  }
})();

/** Decodes a Huffman-coded string (as latin1: one character per octet). Throws HuffmanError on bad input. */
export function huffmanDecode(bytes: Uint8Array, start: number, end: number): string {
  // The shortest code has 5 bits: no more than 8/5 symbols per octet.
  const out = Buffer.allocUnsafe(Math.ceil(((end - start) * 8) / 5));
  let length = 0;
  let code = 0;
  let bits = 0;
  for (let i = start; i < end; i++) {
    const byte = bytes[i]!;
    for (let bit = 7; bit >= 0; bit--) {
      code = (code << 1) | ((byte >> bit) & 1);
      bits++;
      const index = code - firstCode[bits]!;
      if (index >= 0 && index < countOf[bits]!) {
        const symbol = symbols[offsetOf[bits]! + index]!;
        if (symbol === EOS) throw new HuffmanError('EOS in a Huffman-coded string');
        out[length++] = symbol;
        code = 0;
        bits = 0;
      } else if (bits === MAX_BITS) {
        throw new HuffmanError('invalid Huffman code');
      }
    }
  }
  // Padding: fewer than 8 bits, all ones (the start of EOS).
  if (bits > 7 || code !== (1 << bits) - 1) throw new HuffmanError('invalid Huffman padding');
  return out.toString('latin1', 0, length);
}
