// The user data sources: every source is collected and deleted, and names never collide in the export.
import { describe, expect, it } from 'vitest';
import { collectUserData, deleteUserData, USER_DATA_SOURCES, type UserDataSource } from './user-data.js';

describe('USER_DATA_SOURCES', () => {
  it('covers every store of personal data, with unique names that leave the export keys alone', () => {
    const names = USER_DATA_SOURCES.map((s) => s.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'profile',
        'registry',
        'publicRegistry',
        'registryNames',
        'giftClaims',
        'applications',
        'quizResults',
        'analyticsEvents',
        'giftsBought',
        'listingAlerts',
        'reminderPreferences',
      ]),
    );
    expect(new Set(names).size).toBe(names.length);
    for (const reserved of ['exportedAt', 'uid', 'account']) expect(names).not.toContain(reserved);
  });
});

describe('collectUserData and deleteUserData', () => {
  function fakeSource(name: string, calls: string[]): UserDataSource {
    return {
      name,
      collect: (uid) => Promise.resolve({ from: name, uid }),
      remove: (uid) => {
        calls.push(`${name}:${uid}`);
        return Promise.resolve();
      },
    };
  }

  it('collect every source under its name', async () => {
    const sources = [fakeSource('purchases', []), fakeSource('applications', [])];
    expect(await collectUserData('u1', sources)).toEqual({
      purchases: { from: 'purchases', uid: 'u1' },
      applications: { from: 'applications', uid: 'u1' },
    });
  });

  it('delete from every source, and fail when one fails', async () => {
    const calls: string[] = [];
    await deleteUserData('u1', [fakeSource('a', calls), fakeSource('b', calls)]);
    expect(calls.sort()).toEqual(['a:u1', 'b:u1']);
    const failing: UserDataSource = { ...fakeSource('c', calls), remove: () => Promise.reject(new Error('down')) };
    await expect(deleteUserData('u1', [failing])).rejects.toThrow('down');
  });
});
