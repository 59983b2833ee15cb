import { HttpsError, onCall } from 'firebase-functions/v2/https';
import {
  CALLABLES,
  type CallableName,
  type CallableOutput,
  type CallableParsed,
} from '@boi/domain/callables';
import { LOGIN_REQUIRED_MESSAGE } from '@boi/domain/orders';
import { ADMIN_ONLY_MESSAGE, callerOf, type Caller } from './auth';
import { CALLABLE_OPTIONS, parseCallableInput } from './callable';

/** Who may run an operation: anybody, any signed-in user, or only holders of the `admin` claim. */
export type Access = 'anyone' | 'signed-in' | 'admin';

/**
 * One write of the shop: its contract (from `@boi/domain/callables`), who may run it, and its
 * handler. It has two doors, a callable (`callableOf`) and an /api/v1 row (`writeRoute`), and
 * both go through `runOperation`.
 */
export type Operation<N extends CallableName> = {
  name: N;
  access: Access;
  run: (input: CallableParsed<N>, caller: Caller | null) => Promise<CallableOutput<N>>;
};

export const defineOperation = <N extends CallableName>(
  name: N,
  access: Access,
  run: Operation<N>['run'],
): Operation<N> => ({ name, access, run });

/**
 * Auth first, then the admin claim, then the input: a refused caller's body is never read or
 * parsed. `readInput` is only called once the caller may run the operation.
 */
export async function runOperation<N extends CallableName>(
  operation: Operation<N>,
  caller: Caller | null,
  readInput: () => unknown,
): Promise<CallableOutput<N>> {
  if (operation.access !== 'anyone' && !caller) {
    throw new HttpsError('unauthenticated', LOGIN_REQUIRED_MESSAGE);
  }
  if (operation.access === 'admin' && !caller?.admin) {
    throw new HttpsError('permission-denied', ADMIN_ONLY_MESSAGE);
  }
  const input = parseCallableInput(CALLABLES[operation.name].input, await readInput());
  return operation.run(input as CallableParsed<N>, caller);
}

/** The callable door. firebase-functions has verified the ID token before this runs. */
export function callableOf<N extends CallableName>(operation: Operation<N>) {
  return onCall(CALLABLE_OPTIONS, (request) =>
    runOperation(
      operation,
      request.auth ? callerOf({ ...request.auth.token, uid: request.auth.uid }) : null,
      () => request.data,
    ),
  );
}
