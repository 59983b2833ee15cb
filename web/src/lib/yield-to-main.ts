type Scheduler = { yield?: () => Promise<void> };

/**
 * Lets the browser handle what waits (a tap, a key, a frame) before the next piece of work: the
 * app's start is cut in pieces so that no one task holds a slow phone's main thread for long.
 * `scheduler.yield` resumes ahead of other queued tasks where the browser has it.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
