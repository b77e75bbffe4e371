// Covers authErrorMessage: Firebase Auth error codes mapped to plain-language messages, with a generic fallback.
import { AUTH_MESSAGES, authErrorMessage } from './auth-errors';

const withCode = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('authErrorMessage', () => {
  it.each([
    ['auth/invalid-verification-code', AUTH_MESSAGES.wrongCode],
    ['auth/code-expired', AUTH_MESSAGES.expiredCode],
    ['auth/too-many-requests', AUTH_MESSAGES.tooManyAttempts],
    ['auth/popup-closed-by-user', AUTH_MESSAGES.popupClosed],
    ['auth/popup-blocked', AUTH_MESSAGES.popupBlocked],
    ['auth/network-request-failed', AUTH_MESSAGES.network],
    ['auth/credential-already-in-use', AUTH_MESSAGES.alreadyLinked],
  ])('maps %s', (code, message) => {
    expect(authErrorMessage(withCode(code))).toBe(message);
    expect(authErrorMessage({ code })).toBe(message);
    expect(message).not.toBe(AUTH_MESSAGES.generic);
  });

  it.each([
    ['an unknown code', withCode('auth/something-new')],
    ['an error without a code', new Error('boom')],
    ['a string', 'auth/code-expired'],
    ['a number', 42],
    ['null', null],
    ['undefined', undefined],
  ])('falls back to the generic message for %s', (_label, error) => {
    expect(authErrorMessage(error)).toBe(AUTH_MESSAGES.generic);
  });

  it('tells a wrong code, an expired code and too many attempts apart', () => {
    const messages = [
      authErrorMessage({ code: 'auth/invalid-verification-code' }),
      authErrorMessage({ code: 'auth/code-expired' }),
      authErrorMessage({ code: 'auth/too-many-requests' }),
    ];
    expect(new Set(messages).size).toBe(3);
  });
});
