import type { Ts } from './values';

/** Commit timestamps with microsecond precision that strictly increase, like Firestore's. */
export class Clock {
  private lastMicros = 0;

  now(): Ts {
    return toTs(Math.max(Date.now() * 1000, this.lastMicros));
  }

  next(): Ts {
    this.lastMicros = Math.max(Date.now() * 1000, this.lastMicros + 1);
    return toTs(this.lastMicros);
  }
}

function toTs(micros: number): Ts {
  const seconds = Math.floor(micros / 1_000_000);
  return { seconds, nanos: (micros - seconds * 1_000_000) * 1000 };
}
