/**
 * Typed arrays as text, for the saved search index: a cold instance reads them back with one
 * base64 decode each instead of parsing millions of JSON numbers. Ascending runs (a term's books)
 * are written as varint gaps, a byte or two each.
 */

type NodeBuffer = {
  from(data: string, encoding: 'base64'): Uint8Array;
  from(
    data: ArrayBufferLike,
    offset: number,
    length: number,
  ): { toString(encoding: 'base64'): string };
};
const NodeBuffer = (globalThis as { Buffer?: NodeBuffer }).Buffer;

export function bytesToBase64(bytes: Uint8Array): string {
  if (NodeBuffer)
    return NodeBuffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(text);
}

export function base64ToBytes(text: string): Uint8Array {
  if (NodeBuffer) return NodeBuffer.from(text, 'base64');
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
}

/** A Uint32Array as base64 of its bytes (little-endian, as every platform Boi runs on). */
export const packUint32 = (values: Uint32Array): string =>
  bytesToBase64(new Uint8Array(values.buffer, values.byteOffset, values.byteLength));

export function unpackUint32(text: string): Uint32Array {
  const bytes = base64ToBytes(text);
  // A view needs 4-byte alignment; a decoded buffer of its own has it, a pooled one may not.
  if (bytes.byteOffset % 4 === 0) {
    return new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
  }
  return new Uint32Array(bytes.slice().buffer);
}

/**
 * Runs of ascending numbers (each run restarts at `starts[k]`) as varint gaps: 7 bits a byte,
 * the high bit set on every byte but a number's last.
 */
export function packGaps(values: Uint32Array, starts: Uint32Array): string {
  const out = new Uint8Array(values.length * 5);
  let at = 0;
  let run = 0;
  let previous = 0;
  for (let i = 0; i < values.length; i++) {
    while (run < starts.length && starts[run] === i) {
      previous = 0;
      run += 1;
    }
    let gap = values[i]! - previous;
    previous = values[i]!;
    while (gap >= 0x80) {
      out[at++] = (gap & 0x7f) | 0x80;
      gap >>>= 7;
    }
    out[at++] = gap;
  }
  return bytesToBase64(out.subarray(0, at));
}

export function unpackGaps(text: string, count: number, starts: Uint32Array): Uint32Array {
  const bytes = base64ToBytes(text);
  const values = new Uint32Array(count);
  let at = 0;
  let run = 0;
  let previous = 0;
  for (let i = 0; i < count; i++) {
    while (run < starts.length && starts[run] === i) {
      previous = 0;
      run += 1;
    }
    let gap = 0;
    let shift = 0;
    let byte: number;
    do {
      byte = bytes[at++]!;
      gap += (byte & 0x7f) * 2 ** shift;
      shift += 7;
    } while (byte & 0x80);
    previous += gap;
    values[i] = previous;
  }
  return values;
}
