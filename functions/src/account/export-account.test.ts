// GET /api/account/export against the emulators: the caller's data as a plain-JSON download.
import { Timestamp } from 'firebase-admin/firestore';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bearer, createAccount, sampleItem, setRegistryItems } from '../../test/helpers/api.js';
import { signedInUser } from '../../test/helpers/emulators.js';
import { createApp } from '../http/app.js';
import { registryRef } from '../lib/collections.js';
import { exportFileName, type AccountExport } from './export-account.js';

const app = createApp();
const get = (idToken?: string) => {
  const req = request(app).get('/api/account/export');
  return idToken ? req.set(bearer({ idToken })) : req;
};

describe('GET /api/account/export', () => {
  it("downloads the caller's profile, registry and account as plain JSON", async () => {
    const [user, other] = await Promise.all([signedInUser(), signedInUser()]);
    await Promise.all([createAccount(app, user, 'Sam Lindqvist'), createAccount(app, other)]);
    await setRegistryItems(user.uid, [sampleItem('p1', { note: 'green one' })]);
    await registryRef(user.uid).update({ createdAt: Timestamp.fromDate(new Date('2025-05-06T07:08:09Z')) });

    const res = await get(user.idToken);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="recess-data-${user.uid}.json"`);
    const data = JSON.parse(res.text) as AccountExport & { profile?: Record<string, unknown> };
    expect(Date.parse(data.exportedAt)).not.toBeNaN();
    expect(data.uid).toBe(user.uid);
    expect(data.account).toMatchObject({ email: user.email, displayName: 'Test Parent' });
    expect(data.profile).toMatchObject({ uid: user.uid, first: 'Sam', last: 'Lindqvist', email: user.email });
    expect(data.profile?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
    expect(data.registry).toMatchObject({
      uid: user.uid,
      createdAt: '2025-05-06T07:08:09.000Z',
      UID: `users/${user.uid}`,
      product: [sampleItem('p1', { note: 'green one' })],
    });
    expect(res.text).not.toContain(other.uid);
  });

  it('exports null for data that does not exist', async () => {
    const user = await signedInUser();
    const res = await get(user.idToken);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text)).toMatchObject({ uid: user.uid, profile: null, registry: null });
  });

  it('refuses a missing token with 401', async () => {
    const res = await get();
    expect(res.status).toBe(401);
    expect(res.headers['content-disposition']).toBeUndefined();
  });

  it('keeps the download name safe whatever the uid holds', () => {
    expect(exportFileName('abc-DEF_1')).toBe('recess-data-abc-DEF_1.json');
    expect(exportFileName('a"b\r\nc')).toBe('recess-data-a_b__c.json');
  });
});
