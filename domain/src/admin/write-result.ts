import { z } from 'zod';
import { documentIdSchema } from '../shared/document-id-schema';

/** Every admin write answers a readable message and the id of what it touched. */
export type AdminWriteResult = { message: string; id: string };

/** Delete operations and other writes that name one document. */
export const byIdInputSchema = z.object({ id: documentIdSchema });
