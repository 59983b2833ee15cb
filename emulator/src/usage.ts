/**
 * Document reads and writes the emulator has served over gRPC (the Admin SDK's path) and REST
 * (Firestore Lite's), counted as Firestore bills them: a document get or a missing one is a read,
 * a query one per document it returns or its offset skipped (at least one), each write of a
 * committed batch a write. Boi's own addition, for `npm run bench`; the official
 * emulator has no such figure.
 *
 * It also keeps each document's busiest second: Firestore sustains about one write a second to
 * one document and throttles beyond it without refusing, so the bench names these hotspots.
 */
export class Usage {
  reads = 0;
  writes = 0;
  readonly #perDocument = new Map<string, WriteRate>();

  /** One request's reads: the documents it returned, plus those a query's offset skipped. */
  read(documents: number, skipped = 0): void {
    this.reads += Math.max(1, documents + skipped);
  }

  wrote(documents: readonly string[], atMs = Date.now()): void {
    this.writes += documents.length;
    const second = Math.floor(atMs / 1000);
    for (const name of documents) {
      const rate = this.#perDocument.get(name) ?? {
        total: 0,
        second,
        inSecond: 0,
        peak: 0,
        busySeconds: 0,
      };
      if (rate.second !== second) {
        rate.second = second;
        rate.inSecond = 0;
      }
      rate.total += 1;
      rate.inSecond += 1;
      if (rate.inSecond === 2) rate.busySeconds += 1;
      rate.peak = Math.max(rate.peak, rate.inSecond);
      this.#perDocument.set(name, rate);
    }
  }

  /** Documents written more than once within one second, busiest first. */
  hotspots(limit = 20): Hotspot[] {
    return [...this.#perDocument]
      .filter(([, rate]) => rate.peak > 1)
      .map(([document, rate]) => ({
        document,
        writes: rate.total,
        peakPerSecond: rate.peak,
        secondsOverOne: rate.busySeconds,
      }))
      .sort((a, b) => b.peakPerSecond - a.peakPerSecond || b.writes - a.writes)
      .slice(0, limit);
  }

  snapshot(): { reads: number; writes: number; hotspots: Hotspot[] } {
    return { reads: this.reads, writes: this.writes, hotspots: this.hotspots() };
  }
}

interface WriteRate {
  total: number;
  /** The second (since the epoch) that `inSecond` counts. */
  second: number;
  inSecond: number;
  peak: number;
  /** Seconds in which the document was written more than once. */
  busySeconds: number;
}

export interface Hotspot {
  /** The document's full resource name. */
  document: string;
  writes: number;
  peakPerSecond: number;
  secondsOverOne: number;
}

export const USAGE_PATH = '/emulator/v1/usage';
