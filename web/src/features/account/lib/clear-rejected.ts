import type { FormErrors, UseFormReturnType } from '@mantine/form';

type Form<Values> = Pick<UseFormReturnType<Values>, 'setValues' | 'setErrors'>;

/**
 * Empties rejected fields (spec §5 clears an invalid e-mail, and a too-short password on reset)
 * while keeping the messages: `setValues` alone would clear every error.
 */
export function clearRejected<Values>(
  form: Form<Values>,
  cleared: Partial<Values>,
  errors: FormErrors,
) {
  form.setValues(cleared);
  form.setErrors(errors);
}
