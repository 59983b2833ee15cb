import { BKASH_SECRETS } from '../payments/bkash/config';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { callableNameOf, type CallableName } from '@boi/domain/api/callables';
import { HANDLERS } from '../handlers';
import { enforceAppCheck } from '../shared/app-check';
import { optionalBearerUser } from '../shared/auth';
import { HttpError } from '../shared/http-error';
import { BODY_CAP, bodyRefusal } from './body-caps';
import { runOperation, type Operation } from '../shared/operation';
import { clientAddress } from '../shared/client-address';
import { refuseBodiesBeforeHost } from './host-body-guard';

// A compressed or oversized body is refused before the host reads it (host-body-guard.ts).
refuseBodiesBeforeHost();

async function verifiedCaller(request: { get(name: string): string | undefined }) {
  try {
    return await optionalBearerUser(request);
  } catch (error) {
    if (error instanceof HttpError) throw new HttpsError('unauthenticated', error.message);
    throw error;
  }
}

/**
 * Every callable of the operations table, in one Cloud Function reached through the Hosting rewrite
 * /api/callable/** (firebase.json): the last segment of the path names the operation.
 * firebase-functions has checked App Check (where enforced) before this runs. It has verified the ID
 * token too, in production; the Functions emulator only decodes it, so an expired or altered token
 * would pass there. The token is verified again here, as the /api/v1 rows do, so that both doors
 * and both places refuse the same tokens (functions/test/authorization-matrix.test.ts).
 * Why one function and not one each: docs/architecture.md, "Why one Cloud Function for every callable".
 */
export const callable = onCall(
  // cors: false: the web app calls through its own origin (the Hosting rewrite), so no other
  // site's page may call an operation with a shopper's browser.
  // Writes are few and short: 20 at once per instance, at most 10 instances.
  {
    region: 'asia-south1',
    memory: '512MiB',
    concurrency: 20,
    maxInstances: 10,
    enforceAppCheck,
    cors: false,
    // placeOrder and payOrder create bKash payments; a cancel refunds one.
    secrets: BKASH_SECRETS,
  },
  async (request) => {
    const name = callableNameOf(request.rawRequest.path);
    if (!name) throw new HttpsError('not-found', `No operation at ${request.rawRequest.path}`);
    // The platform has parsed the body already (within its own limit: docs/operations.md,
    // "Request bodies"); refusing one of unknown length or over the cap here, before the token
    // is verified again, keeps it from any further work. The callable protocol has no 411 or
    // 413: both answer INVALID_ARGUMENT with the reason.
    const refusal = bodyRefusal(request.rawRequest, BODY_CAP);
    if (refusal) throw new HttpsError('invalid-argument', refusal.message);
    const operation = HANDLERS[name] as Operation<CallableName>;
    const caller = request.auth ? await verifiedCaller(request.rawRequest) : null;
    return runOperation(operation, caller, () => request.data, {
      address: clientAddress(request.rawRequest),
    });
  },
);
