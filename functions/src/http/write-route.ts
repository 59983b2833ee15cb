import type { RequestHandler } from 'express';
import { CALLABLES, type CallableName } from '@boi/domain/api/callables';
import { requireAppCheck } from '../shared/app-check';
import { BEARER, optionalBearerUser } from '../shared/auth';
import { runOperation, type Operation } from '../shared/operation';
import { clientAddress } from '../shared/client-address';
import { readBody } from './read-body';
import { asyncHandler, sendError } from './respond';

/**
 * The /api/v1 door of an operation (spec §7 write rows): the same checks and handler as its
 * callable. The input is the body's fields plus the path's parameters, which the operations table
 * names after the fields they fill (`/coupon/:couponCode`). Answers `{ message, data }`, or
 * `{ error, message }` with the status of the error.
 */
export function writeRoute<N extends CallableName>(operation: Operation<N>): RequestHandler {
  return asyncHandler(async (req, res) => {
    try {
      // The callable's App Check, where enforced, guards this door too.
      await requireAppCheck(req);
      const field = CALLABLES[operation.name].rest?.bearerField;
      // A row whose bearer is a code (the reset link's) is signed out; the code is input.
      const caller = field ? null : await optionalBearerUser(req);
      const bearer = field ? { [field]: BEARER.exec(req.get('authorization') ?? '')?.[1] } : {};
      const output = await runOperation(
        operation,
        caller,
        async () => ({ ...(await readBody(req)).fields, ...req.params, ...bearer }),
        { address: clientAddress(req) },
      );
      const message = (output as { message?: unknown }).message;
      res.set('Cache-Control', 'no-store');
      res.status(req.method === 'POST' ? 201 : 200).json({ message, data: output });
    } catch (error) {
      sendError(res, error);
    }
  });
}
