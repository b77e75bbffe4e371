import { registryPath } from './registry-path';

it('uses the registry name when there is one', () => {
  expect(registryPath({ uid: 'u1', nameSlug: 'maya-okafor' })).toBe('/registry/maya-okafor');
});

it('falls back to the owner id without a name', () => {
  expect(registryPath({ uid: 'u1', nameSlug: null })).toBe('/registry/public/u1');
  expect(registryPath({ uid: 'u1', nameSlug: '' })).toBe('/registry/public/u1');
  expect(registryPath({ uid: 'u1' })).toBe('/registry/public/u1');
});
