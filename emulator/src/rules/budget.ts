import type { FsMap } from '../values';

/** Firestore's limits per request (https://firebase.google.com/docs/firestore/quotas#security_rules). */
export const MAX_READS = 10;
export const MAX_BATCH_READS = 20;
export const MAX_EXPRESSIONS = 1000;

/** A limit of the request is exceeded: the request is denied, whatever else the rules say. */
export class LimitError extends Error {}

const tooManyReads = (max: number) =>
  new LimitError(`Exceeded maximum of ${max} get/exists calls per request`);

/**
 * The `get()`/`exists()` budget of one request: 10 documents, or 20 for a batch or transaction,
 * whose writes share the budget (each write still reads at most 10). A document read again is
 * cached and not counted again.
 */
export class RequestBudget {
  private readonly documents = new Map<string, FsMap | null>();
  constructor(readonly maxReads: number) {}

  read(key: string, load: () => FsMap | null, ownReads: Set<string>): FsMap | null {
    if (!ownReads.has(key)) {
      if (ownReads.size >= MAX_READS) throw tooManyReads(MAX_READS);
      ownReads.add(key);
    }
    if (!this.documents.has(key)) {
      if (this.documents.size >= this.maxReads) throw tooManyReads(this.maxReads);
      this.documents.set(key, load());
    }
    return this.documents.get(key)!;
  }
}

/** Counts the expressions one evaluation evaluates. */
export class ExpressionCounter {
  private count = 0;
  step(): void {
    if (++this.count > MAX_EXPRESSIONS)
      throw new LimitError(`Exceeded maximum of ${MAX_EXPRESSIONS} expressions evaluated`);
  }
}
