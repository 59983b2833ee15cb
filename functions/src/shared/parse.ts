import { z } from 'zod';
import { HttpError } from './http-error';

/** Parses untrusted input with a zod schema; a failure is a 400 naming every bad field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const detail = result.error.issues
    .map((issue) =>
      issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    )
    .join('; ');
  throw new HttpError(400, 'invalid-argument', `Invalid request: ${detail}`);
}
