import { HttpsError } from 'firebase-functions/v2/https';
import {
  CALLABLES,
  type CallableName,
  type CallableOutput,
  type CallableParsed,
} from '@boi/domain/api/callables';
import { VERIFY_EMAIL_MESSAGE } from '@boi/domain/accounts/auth';
import { LOGIN_REQUIRED_MESSAGE } from '@boi/domain/orders/order';
import { ADMIN_ONLY_MESSAGE, type Caller } from './auth';
import type { RateAction } from '@boi/domain/api/rate-limits';
import { parseCallableInput } from './callable';
import { withAuditContext } from './audit';
import { settleAfterCommit } from './after-commit';
import { markPagesAfterCommit } from './pages-version';
import { rateLimit } from './rate-limit';
import { createRecordId, idempotencyKeyOf, replayedCreate } from './idempotent-create';

/**
 * One change of the shop: its row of the operations table (`@boi/domain/api/callables`: contract,
 * access, REST row) and its handler. It has two doors, the `callable` function and its /api/v1
 * row (`writeRoute`), and both go through `runOperation`.
 */
export type Operation<N extends CallableName> = {
  name: N;
  run: (input: CallableParsed<N>, caller: Caller | null) => Promise<CallableOutput<N>>;
};

export const defineOperation = <N extends CallableName>(
  name: N,
  run: Operation<N>['run'],
): Operation<N> => ({ name, run });

/** The signed-in caller of an operation that requires one. */
export function signedInCaller(caller: Caller | null): Caller {
  if (!caller) throw new HttpsError('unauthenticated', LOGIN_REQUIRED_MESSAGE);
  return caller;
}

/**
 * The signed-in caller of an operation that acts in the shop's name (an order, a review): its
 * e-mail address must be confirmed, so that mail goes only to an address its owner controls and
 * throwaway accounts cannot hoard stock or flood reviews.
 */
export function verifiedCaller(caller: Caller | null): Caller & { email: string } {
  const signedIn = signedInCaller(caller);
  if (!signedIn.emailVerified || !signedIn.email) {
    throw new HttpsError('permission-denied', VERIFY_EMAIL_MESSAGE);
  }
  return signedIn as Caller & { email: string };
}

const emailIn = (input: unknown): string | null => {
  const email = (input as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : null;
};

/**
 * Auth first, then the admin claim, then the input, then the operation's rate limit: a refused
 * caller's body is never read or parsed. `readInput` is only called once the caller may run the
 * operation.
 */
export async function runOperation<N extends CallableName>(
  operation: Operation<N>,
  caller: Caller | null,
  readInput: () => unknown,
  client: { address: string | null } = { address: null },
): Promise<CallableOutput<N>> {
  const contract = CALLABLES[operation.name] as { access: string; limit?: RateAction };
  const { input: schema } = CALLABLES[operation.name];
  const { access, limit } = contract;
  if (access !== 'anyone') signedInCaller(caller);
  if (access === 'admin' && !caller?.admin) {
    throw new HttpsError('permission-denied', ADMIN_ONLY_MESSAGE);
  }
  const input = parseCallableInput(schema, await readInput());
  // The e-mail an input names is limited whatever token came with it (RATE_LIMITS' perEmail).
  if (limit) {
    await rateLimit(limit, {
      account: caller?.uid,
      email: emailIn(input),
      address: client.address,
    });
  }
  // What the handler's changes cause (stock mails, the pages version: shared/after-commit.ts) is
  // queued by the code that makes them and settled once the handler has committed.
  const run = () =>
    settleAfterCommit(async () => {
      const output = await operation.run(input as CallableParsed<N>, caller);
      // Storefront pages show what admins change.
      if (access === 'admin') markPagesAfterCommit();
      return output;
    });
  if (access !== 'admin' || !caller) return run();
  // An admin's change records itself (shared/audit.ts) in its own transaction.
  const key = idempotencyKeyOf(input);
  if (!key) return withAuditContext(caller, operation.name, run);
  const recordId = createRecordId(caller.uid, operation.name, key);
  type Output = CallableOutput<N>;
  const earlier = await replayedCreate(recordId);
  if (earlier) return earlier as Output;
  try {
    return await withAuditContext(caller, operation.name, run, recordId);
  } catch (error) {
    // A copy of this request committed first (its record exists): answer what it made.
    const winner = await replayedCreate(recordId);
    if (winner) return winner as Output;
    throw error;
  }
}
