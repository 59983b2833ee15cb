import { projectFields } from './field-path';
import type { StoredDoc } from './store';
import type { FsMap, FsValue, Ts } from './values';

/**
 * A minimal protobuf encoder for the hot responses (documents in RunQuery / BatchGetDocuments).
 * google-protobuf's generated classes allocate several objects per value, which made returning
 * thousands of documents take seconds; encoded documents are also cached per stored version.
 */
class Writer {
  private readonly chunks: Uint8Array[] = [];
  length = 0;

  raw(bytes: Uint8Array): this {
    this.chunks.push(bytes);
    this.length += bytes.length;
    return this;
  }

  varint(n: number): this {
    if (n < 0) return this.varint64(BigInt.asUintN(64, BigInt(n)));
    const out: number[] = [];
    while (n > 0x7f) {
      out.push((n % 0x80) | 0x80);
      n = Math.floor(n / 0x80);
    }
    out.push(n);
    return this.raw(Uint8Array.from(out));
  }

  private varint64(n: bigint): this {
    const out: number[] = [];
    while (n > 0x7fn) {
      out.push(Number(n & 0x7fn) | 0x80);
      n >>= 7n;
    }
    out.push(Number(n));
    return this.raw(Uint8Array.from(out));
  }

  tag(field: number, wireType: number): this {
    return this.varint(field * 8 + wireType);
  }

  uint(field: number, n: number): this {
    return this.tag(field, 0).varint(n);
  }

  double(field: number, n: number): this {
    const bytes = Buffer.allocUnsafe(8);
    bytes.writeDoubleLE(n);
    return this.tag(field, 1).raw(bytes);
  }

  bytes(field: number, bytes: Uint8Array): this {
    return this.tag(field, 2).varint(bytes.length).raw(bytes);
  }

  string(field: number, s: string): this {
    return this.bytes(field, Buffer.from(s, 'utf8'));
  }

  message(field: number, inner: Writer): this {
    this.tag(field, 2).varint(inner.length);
    for (const chunk of inner.chunks) this.raw(chunk);
    return this;
  }

  finish(): Buffer {
    return Buffer.concat(this.chunks, this.length);
  }
}

function timestamp(ts: Ts): Writer {
  const w = new Writer();
  if (ts.seconds !== 0) w.uint(1, ts.seconds);
  if (ts.nanos !== 0) w.uint(2, ts.nanos);
  return w;
}

function fieldsInto(w: Writer, field: number, fields: FsMap): void {
  for (const [key, value] of fields) {
    w.message(field, new Writer().string(1, key).message(2, valueWriter(value)));
  }
}

function valueWriter(value: FsValue): Writer {
  const w = new Writer();
  switch (value.type) {
    case 'null':
      return w.uint(11, 0);
    case 'boolean':
      return w.uint(1, value.value ? 1 : 0);
    case 'integer':
      return w.uint(2, value.value);
    case 'double':
      return w.double(3, value.value);
    case 'timestamp':
      return w.message(10, timestamp(value));
    case 'string':
      return w.string(17, value.value);
    case 'bytes':
      return w.bytes(18, value.value);
    case 'reference':
      return w.string(5, value.value);
    case 'geopoint':
      return w.message(8, new Writer().double(1, value.latitude).double(2, value.longitude));
    case 'array': {
      const array = new Writer();
      for (const element of value.values) array.message(1, valueWriter(element));
      return w.message(9, array);
    }
    case 'map': {
      const map = new Writer();
      fieldsInto(map, 1, value.fields);
      return w.message(6, map);
    }
  }
}

/** A google.firestore.v1.Document, cached on the stored version unless a mask applies. */
export function encodeDocument(doc: StoredDoc, mask?: readonly string[]): Uint8Array {
  if (!mask && doc.cachedBytes) return doc.cachedBytes;
  const w = new Writer().string(1, doc.name);
  fieldsInto(w, 2, mask ? projectFields(doc.fields, mask) : doc.fields);
  w.message(3, timestamp(doc.createTime)).message(4, timestamp(doc.updateTime));
  const bytes = w.finish();
  if (!mask) doc.cachedBytes = bytes;
  return bytes;
}

export function encodeRunQueryResponse(response: {
  document?: Uint8Array;
  transaction?: Uint8Array;
  readTime: Ts;
  done?: boolean;
}): Buffer {
  const w = new Writer();
  if (response.document) w.bytes(1, response.document);
  if (response.transaction) w.bytes(2, response.transaction);
  w.message(3, timestamp(response.readTime));
  if (response.done) w.uint(6, 1);
  return w.finish();
}

export function encodeBatchGetResponse(response: {
  found?: Uint8Array;
  missing?: string;
  transaction?: Uint8Array;
  readTime: Ts;
}): Buffer {
  const w = new Writer();
  if (response.found) w.bytes(1, response.found);
  if (response.missing !== undefined) w.string(2, response.missing);
  if (response.transaction) w.bytes(3, response.transaction);
  w.message(4, timestamp(response.readTime));
  return w.finish();
}
