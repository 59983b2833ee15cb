import { FirebaseError } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import { callableErrorCode, callableErrorMessage, isDefinitiveError } from './callable-error';

const fnError = (code: string, message: string) => new FirebaseError(`functions/${code}`, message);

describe('callable errors', () => {
  it('reads the code without its prefix', () => {
    expect(callableErrorCode(fnError('not-found', 'x'))).toBe('not-found');
    expect(callableErrorCode(new Error('x'))).toBeNull();
  });

  it("shows the server's words for expected errors", () => {
    const stock = fnError('failed-precondition', 'Only 1 copy of "পথের পাঁচালী" is left');
    expect(callableErrorMessage(stock, 'fallback')).toBe('Only 1 copy of "পথের পাঁচালী" is left');
    expect(callableErrorMessage(fnError('unauthenticated', 'Please Login'), 'f')).toBe(
      'Please Login',
    );
  });

  it('hides internal errors behind the fallback and explains network failures', () => {
    expect(callableErrorMessage(fnError('internal', 'internal'), 'Try again')).toBe('Try again');
    expect(callableErrorMessage(new Error('boom'), 'Try again')).toBe('Try again');
    expect(callableErrorMessage(fnError('unavailable', 'x'), 'f')).toMatch(/connection/);
  });

  it('tells whether a retry could repeat an effect', () => {
    expect(isDefinitiveError(fnError('failed-precondition', 'x'))).toBe(true);
    expect(isDefinitiveError(fnError('invalid-argument', 'x'))).toBe(true);
    expect(isDefinitiveError(fnError('internal', 'x'))).toBe(false);
    expect(isDefinitiveError(fnError('deadline-exceeded', 'x'))).toBe(false);
    expect(isDefinitiveError(new TypeError('Failed to fetch'))).toBe(false);
  });
});
