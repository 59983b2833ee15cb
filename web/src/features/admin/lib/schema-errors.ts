import type { z } from 'zod';

/**
 * A Mantine form `validate` from a domain input schema: the first message of each field the
 * schema refuses, so the form says exactly what the callable would answer.
 */
export function schemaErrors<Values>(
  schema: z.ZodType,
  toInput: (values: Values) => unknown = (values) => values,
) {
  return (values: Values): Record<string, string> => {
    const result = schema.safeParse(toInput(values));
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = issue.path.join('.');
      errors[field] ??= issue.message;
    }
    return errors;
  };
}
