/** CRC-32 (IEEE, as zlib) and CRC-32C (Castagnoli), for `hashing.crc32` and `hashing.crc32c`. */
function table(polynomial: number): Uint32Array {
  const out = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? polynomial ^ (c >>> 1) : c >>> 1;
    out[n] = c >>> 0;
  }
  return out;
}

const IEEE = table(0xedb88320);
const CASTAGNOLI = table(0x82f63b78);

function crc(lookup: Uint32Array, bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = lookup[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** The checksum as 4 big-endian bytes: the rules return hashes as bytes. */
function bigEndian(value: number): Uint8Array {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, value);
  return out;
}

export const crc32 = (bytes: Uint8Array): Uint8Array => bigEndian(crc(IEEE, bytes));
export const crc32c = (bytes: Uint8Array): Uint8Array => bigEndian(crc(CASTAGNOLI, bytes));
