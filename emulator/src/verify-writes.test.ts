import { CommitRequest } from '@firestore-emulator/proto/dist/google/firestore/v1/firestore';
import { describe, expect, it } from 'vitest';
import { verifyTarget } from './verify-writes';

// https://firebase.google.com/docs/firestore/manage-data/transactions: the SDKs send a document
// read in a transaction but not written as `Write.verify` (field 5), with a precondition.
describe('verify writes on the wire', () => {
  it('keeps the verify field the generated classes drop', () => {
    const name = 'projects/p/databases/(default)/documents/a/b';
    const plain = CommitRequest.fromObject({ database: 'd', writes: [{ delete: `${name}x` }] });
    const target = Buffer.from(name);
    const verify = Buffer.concat([
      Buffer.from([(5 << 3) | 2, target.length]),
      target,
      Buffer.from([(4 << 3) | 2, 2, (1 << 3) | 0, 1]),
    ]);
    const bytes = Buffer.concat([
      Buffer.from(plain.serialize()),
      Buffer.from([(2 << 3) | 2, verify.length]),
      verify,
    ]);
    const [first, second] = CommitRequest.deserialize(bytes).writes;
    expect(verifyTarget(first!)).toBeUndefined();
    expect(verifyTarget(second!)).toBe(name);
    expect(second!.current_document.exists).toBe(true);
  });
});
