/**
 * Document reads and writes the emulator has served over gRPC (the Admin SDK's path), counted as
 * Firestore bills them: a document get or a missing one is a read, a query at least one, each
 * write of a committed batch a write. Boi's own addition, for `npm run bench`; the official
 * emulator has no such figure.
 */
export class Usage {
  reads = 0;
  writes = 0;

  read(documents: number): void {
    this.reads += Math.max(1, documents);
  }

  wrote(writes: number): void {
    this.writes += writes;
  }

  snapshot(): { reads: number; writes: number } {
    return { reads: this.reads, writes: this.writes };
  }
}

export const USAGE_PATH = '/emulator/v1/usage';
