/** Router state that carries a just-used e-mail to the sign-in page, to prefill it. */
export type EmailState = { email?: string };

export function emailFromState(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('email' in state)) return '';
  return typeof state.email === 'string' ? state.email : '';
}
