/** The two object checksums Cloud Storage reports: MD5 and CRC32C, both base64 as in the JSON API. */
import { createHash } from 'node:crypto';

// CRC32C (Castagnoli, reflected polynomial 0x82F63B78): Node 20 has no built-in for it.
const TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0x82f63b78 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32c(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) crc = TABLE[(crc ^ bytes[i]) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** Base64 of the big-endian 32-bit CRC32C, the form GCS uses in `crc32c` and `x-goog-hash`. */
export function crc32cBase64(bytes: Uint8Array): string {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(crc32c(bytes));
  return out.toString('base64');
}

export function md5Base64(bytes: Uint8Array): string {
  return createHash('md5').update(bytes).digest('base64');
}
