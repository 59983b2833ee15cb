import { callable } from '../../../lib/callables';

/** Writes users/{uid} with the name; e-mail and role come from the server. Idempotent. */
export const createProfile = callable('createProfile');
