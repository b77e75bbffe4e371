// Covers the return path after sign-in: same-site paths kept, anything that could leave the site dropped.
import { returnPathIn, safeReturnPath, signInPath } from './return-path';

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
    expect(signInPath('/marketplace/item/l1?x=1', '/profile-completion')).toBe(
      '/profile-completion?next=%2Fmarketplace%2Fitem%2Fl1%3Fx%3D1',
    );
  });

  it('is the plain page when there is nowhere safe to return to', () => {
    expect(signInPath(null)).toBe('/signin');
    expect(signInPath('//evil.example')).toBe('/signin');
  });
});

describe('returnPathIn', () => {
  it('reads a safe ?next= from a query string', () => {
    expect(returnPathIn('?next=%2Fcity%2Fnew-york-city%2Fevent%2Fstory-time')).toBe(
      '/city/new-york-city/event/story-time',
    );
    expect(returnPathIn('?a=1&next=/marketplace/item/l1')).toBe('/marketplace/item/l1');
  });

  it.each(['', '?next=', '?next=%2F%2Fevil.example', '?next=https%3A%2F%2Fevil.example', '?next=/%5Cevil.example'])(
    'finds nothing safe in %j',
    (search) => {
      expect(returnPathIn(search)).toBeNull();
    },
  );
});
