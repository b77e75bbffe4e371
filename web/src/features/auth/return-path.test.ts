// Covers the return path after sign-in: same-site paths kept, anything that could leave the site dropped.
import { safeReturnPath, signInPath } from './return-path';

describe('safeReturnPath', () => {
  it.each(['/settings', '/profile-completion', '/registry/abc?x=1#items'])('keeps %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    null,
    '',
    'settings',
    '//evil.example/settings',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/signin',
    '/signup?next=/settings',
    `/${'a'.repeat(600)}`,
  ])('drops %j', (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });
});

describe('signInPath', () => {
  it('carries the page to come back to', () => {
    expect(signInPath('/settings')).toBe('/signin?next=%2Fsettings');
    expect(signInPath('/profile-completion', '/signup')).toBe('/signup?next=%2Fprofile-completion');
  });

  it('is the plain page when there is nowhere safe to return to', () => {
    expect(signInPath(null)).toBe('/signin');
    expect(signInPath('//evil.example')).toBe('/signin');
  });
});
