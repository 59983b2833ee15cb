import type { z } from 'zod';
import { HttpsError } from 'firebase-functions/v2/https';

/**
 * Parses a callable's input; a failure is 'invalid-argument' whose message is the schema's own
 * wording (e.g. 'Sorry Your Cart Is Empty'), so the page can show it as is. `details.issues`
 * names the fields for forms.
 */
export function parseCallableInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  const message = [...new Set(issues.map((issue) => issue.message))].join('; ');
  throw new HttpsError('invalid-argument', message, { issues });
}
