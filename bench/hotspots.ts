// The documents the run wrote more than once within one second, from the emulator's tally
// (emulator/src/usage.ts). Firestore sustains about one write a second to one document and slows
// the writers beyond that: a hotspot here is one to watch before a sale makes it throttle.
import type { Stack } from '../scripts/stack';

interface Hotspot {
  document: string;
  writes: number;
  peakPerSecond: number;
  secondsOverOne: number;
}

/**
 * Firestore sustains about one write a second to a document and takes short bursts: a document
 * written more than once in a second in SUSTAINED_SECONDS seconds or more of a run is over it.
 */
const SUSTAINED_SECONDS = 3;

/** Why a local run writes a document that production would not write as often. */
function localOnly(path: string): string {
  // Every shopper of a local run has one address (loopback): its per-address window takes every order.
  return /^rateLimits\/[^/]*~address~/.test(path) ? '  (one address for all shoppers here)' : '';
}

export async function printHotspots(stack: Stack): Promise<void> {
  const response = await fetch(`http://${stack.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/usage`);
  if (!response.ok) {
    console.log('\nwrite hotspots: not reported by this Firestore emulator');
    return;
  }
  const { hotspots = [] } = (await response.json()) as { hotspots?: Hotspot[] };
  console.log('\nDocuments written more than once a second (busiest first)');
  if (hotspots.length === 0) {
    console.log('  none');
    return;
  }
  console.log(
    `${'document'.padEnd(60)}${'writes'.padStart(8)}${'peak/s'.padStart(8)}${'seconds > 1'.padStart(13)}  sustained > 1/s`,
  );
  let over = 0;
  for (const { document, writes, peakPerSecond, secondsOverOne } of hotspots.slice(0, 20)) {
    const path = document.replace(/^projects\/[^/]+\/databases\/[^/]+\/documents\//, '');
    const sustained = secondsOverOne >= SUSTAINED_SECONDS;
    if (sustained && !localOnly(path)) over += 1;
    console.log(
      `${path.slice(0, 59).padEnd(60)}${String(writes).padStart(8)}${String(peakPerSecond).padStart(8)}${String(secondsOverOne).padStart(13)}  ${sustained ? 'yes' : 'no'}${localOnly(path)}`,
    );
  }
  console.log(
    `  ${over} document(s) over one write a second sustained (more than one in ${SUSTAINED_SECONDS}+ seconds)`,
  );
}
