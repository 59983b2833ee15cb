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
    `${'document'.padEnd(60)}${'writes'.padStart(8)}${'peak/s'.padStart(8)}${'seconds > 1'.padStart(13)}`,
  );
  for (const { document, writes, peakPerSecond, secondsOverOne } of hotspots.slice(0, 12)) {
    const path = document.replace(/^projects\/[^/]+\/databases\/[^/]+\/documents\//, '');
    console.log(
      `${path.slice(0, 59).padEnd(60)}${String(writes).padStart(8)}${String(peakPerSecond).padStart(8)}${String(secondsOverOne).padStart(13)}`,
    );
  }
}
