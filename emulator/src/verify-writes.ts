import { CommitRequest } from '@firestore-emulator/proto/dist/google/firestore/v1/firestore';
import { Write } from '@firestore-emulator/proto/dist/google/firestore/v1/write';

/**
 * `Write.verify` (field 5: a document read in a transaction but not written, with its
 * precondition) is missing from the generated protobuf classes, which drop it while decoding.
 * The decoders are wrapped to keep it beside the message.
 */
const targets = new WeakMap<Write, string>();
const VERIFY_FIELD = 5;

export const verifyTarget = (write: Write): string | undefined => targets.get(write);

export function markVerify(write: Write, name: string): Write {
  targets.set(write, name);
  return write;
}

type Decoder = { getBuffer(): Uint8Array; getCursor(): number; getEnd(): number };
type Reader = { decoder_: Decoder };
type WriteClass = { deserialize(input: Uint8Array | Reader): Write };

function varint(bytes: Uint8Array, at: number): [value: number, next: number] {
  let value = 0;
  let shift = 1;
  while (at < bytes.length) {
    const byte = bytes[at++]!;
    value += (byte & 0x7f) * shift;
    shift *= 128;
    if (byte < 0x80) break;
  }
  return [value, at];
}

function readVerify(bytes: Uint8Array): string | undefined {
  let at = 0;
  let found: string | undefined;
  while (at < bytes.length) {
    const [tag, afterTag] = varint(bytes, at);
    const wire = tag & 7;
    at = afterTag;
    if (wire === 0) at = varint(bytes, at)[1];
    else if (wire === 1) at += 8;
    else if (wire === 5) at += 4;
    else if (wire === 2) {
      const [length, start] = varint(bytes, at);
      if (Math.floor(tag / 8) === VERIFY_FIELD)
        found = Buffer.from(bytes.subarray(start, start + length)).toString('utf8');
      at = start + length;
    } else return found;
  }
  return found;
}

function keepVerify(cls: WriteClass): void {
  const original = cls.deserialize.bind(cls);
  const tagged = (write: Write, bytes: Uint8Array) => {
    const name = readVerify(bytes);
    return name === undefined ? write : markVerify(write, name);
  };
  cls.deserialize = (input) => {
    if (input instanceof Uint8Array) return tagged(original(input), input);
    const decoder = input.decoder_;
    const bytes = decoder.getBuffer().subarray(decoder.getCursor(), decoder.getEnd());
    return tagged(original(input), bytes);
  };
}

const requestWrite = CommitRequest.fromObject({ writes: [{ delete: 'x' }] }).writes[0]!;
keepVerify(Write);
keepVerify(requestWrite.constructor as unknown as WriteClass);
