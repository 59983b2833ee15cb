import { AsyncLocalStorage } from 'node:async_hooks';
import { logger } from 'firebase-functions';

/** A consequence of an operation, settled once the operation's transaction has committed. */
export type AfterCommitJob = { settle(): Promise<void> };

const queued = new AsyncLocalStorage<Map<string, AfterCommitJob>>();

/**
 * The running operation's job under `key`, made and queued on first use. The code that causes a
 * consequence registers it here, from inside its transaction: a retry, or a second book, finds
 * the same job. Outside an operation (the seed) the job is made and never settled.
 */
export function afterCommit<J extends AfterCommitJob>(key: string, make: () => J): J {
  const jobs = queued.getStore();
  const job = (jobs?.get(key) as J | undefined) ?? make();
  jobs?.set(key, job);
  return job;
}

/**
 * Runs an operation, then settles the jobs it queued, in the order they were queued. A failure
 * there is logged, never thrown: the change itself has committed. A failed run settles nothing.
 */
export async function settleAfterCommit<T>(run: () => Promise<T>): Promise<T> {
  const jobs = new Map<string, AfterCommitJob>();
  const output = await queued.run(jobs, run);
  for (const [key, job] of jobs) {
    try {
      await job.settle();
    } catch (error) {
      logger.error(key, { error });
    }
  }
  return output;
}
