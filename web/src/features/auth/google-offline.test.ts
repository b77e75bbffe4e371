// Covers the offline Google path: telling that Google's script host was out of reach, the fake
// id_token the Auth emulator accepts, stable test-account ids, and reading the emulator's accounts.
import { emulatorIdToken, googleAccountsFrom, isGoogleScriptUnreachable, subjectFor } from './google-offline';

describe('isGoogleScriptUnreachable', () => {
  it.each(['auth/internal-error', 'auth/network-request-failed'])('is true for %s when gapi never loaded', (code) => {
    expect(isGoogleScriptUnreachable({ code }, {})).toBe(true);
  });

  it('is false once gapi is on the page (the failure is something else)', () => {
    expect(isGoogleScriptUnreachable({ code: 'auth/network-request-failed' }, { gapi: { iframes: {} } })).toBe(false);
  });

  it.each([{ code: 'auth/popup-closed-by-user' }, { code: 'auth/popup-blocked' }, null, new Error('x')])(
    'is false for other failures (%j)',
    (error) => {
      expect(isGoogleScriptUnreachable(error, {})).toBe(false);
    },
  );
});

describe('emulatorIdToken', () => {
  it('is strict JSON claims of a verified Google account', () => {
    const token = emulatorIdToken({ sub: 'emu1', email: 'amara@example.com', name: ' Amara Osei ' });
    expect(JSON.parse(token)).toEqual({
      sub: 'emu1',
      email: 'amara@example.com',
      email_verified: true,
      name: 'Amara Osei',
    });
  });

  it('leaves the name out when there is none, like a Google account without one', () => {
    expect(JSON.parse(emulatorIdToken({ sub: 'emu1', email: 'a@example.com', name: '' }))).not.toHaveProperty('name');
  });
});

describe('subjectFor', () => {
  it('is the same for the same email, whatever its case or spaces, and differs between emails', async () => {
    const a = await subjectFor('Amara@Example.com ');
    expect(a).toBe(await subjectFor('amara@example.com'));
    expect(a).not.toBe(await subjectFor('amaro@example.com'));
    expect(a).toMatch(/^emu\d{30}$/);
  });
});

describe('googleAccountsFrom', () => {
  it('lists only accounts with Google, by name, with their Google id', () => {
    const accounts = googleAccountsFrom({
      userInfo: [
        { email: 'phone-only@example.com', providerUserInfo: [{ providerId: 'phone', rawId: '+12015550123' }] },
        {
          email: 'zoe@example.com',
          displayName: 'Zoe Park',
          providerUserInfo: [
            { providerId: 'google.com', rawId: 'g-2', email: 'zoe@example.com', displayName: 'Zoe Park' },
          ],
        },
        {
          email: 'amara@example.com',
          providerUserInfo: [{ providerId: 'google.com', rawId: 'g-1', displayName: 'Amara Osei' }],
        },
        { email: 'no-providers@example.com' },
      ],
    });
    expect(accounts).toEqual([
      { sub: 'g-1', email: 'amara@example.com', name: 'Amara Osei' },
      { sub: 'g-2', email: 'zoe@example.com', name: 'Zoe Park' },
    ]);
    expect(googleAccountsFrom({})).toEqual([]);
  });
});
