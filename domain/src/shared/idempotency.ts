import { z } from 'zod';

/**
 * A retry key, chosen by the client once per attempt at a change (a checkout, an admin's Add
 * form) and sent again with every retry of it: the server then makes one record, however many
 * times the request arrives.
 */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'idempotencyKey must be 8–64 letters, digits, _ or -');

/** An admin create's optional key: with it, a retry answers the first record instead of a second. */
export const createKeyField = { idempotencyKey: idempotencyKeySchema.optional() };

/** What a retried create answers: the record the first request made. */
export const replayedCreateMessage = (label: string) => `Already added: ${label}`;
