// POST /api/applications against the emulators: validation, one document per filled-in form, the
// applicant's uid when signed in, and nothing but clean fields stored.
import { randomInt, randomUUID } from 'node:crypto';
import type { Timestamp } from 'firebase-admin/firestore';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { bearer } from '../../test/helpers/api.js';
import { signedInUser } from '../../test/helpers/emulators.js';
import { createApp } from '../http/app.js';
import { db } from '../lib/admin.js';
import { DUPLICATE_APPLICATION_MESSAGE, type ApplicationRequest } from '../shared/applications.js';
import { APPLICATION_LIMIT } from './submit-application.js';

const app = createApp();
let ip: string;

beforeEach(() => {
  ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
});

const partner = (overrides: Partial<ApplicationRequest['values']> = {}): ApplicationRequest => ({
  type: 'community-partner',
  submissionId: randomUUID(),
  values: {
    firstName: ' Rosa ',
    lastName: 'Delgado',
    email: 'rosa@example.org',
    phone: '',
    organization: 'Sunset Park Library Story Time',
    organizationType: 'library',
    city: 'Brooklyn',
    website: '',
    eventsPerMonth: '3-to-5',
    about: 'Weekly bilingual story time for babies and toddlers, free and drop-in.',
    ...overrides,
  },
});

function post(body: unknown, idToken?: string) {
  const req = request(app).post('/api/applications').set('X-Forwarded-For', ip);
  return (idToken ? req.set(bearer({ idToken })) : req).send(body as object);
}

const errorOf = (res: { body: unknown }) => (res.body as { error?: string }).error;

const stored = async (id: string) => (await db().collection('applications').doc(id).get()).data();

describe('POST /api/applications', () => {
  it('stores a valid application with trimmed values, a server timestamp and no uid when signed out', async () => {
    const body = partner();
    const started = Date.now();
    const res = await post(body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual({ id: body.submissionId });
    const doc = await stored(body.submissionId);
    expect(doc?.type).toBe('community-partner');
    expect(doc?.uid).toBeNull();
    expect(doc?.status).toBe('new');
    expect(doc?.values).toMatchObject({ firstName: 'Rosa', organizationType: 'library', phone: '' });
    expect((doc?.createdAt as Timestamp).toMillis()).toBeGreaterThanOrEqual(started - 5_000);
  });

  it('records the applicant when a valid bearer token comes with it', async () => {
    const user = await signedInUser();
    const body = partner();
    expect((await post(body, user.idToken)).status).toBe(201);
    expect((await stored(body.submissionId))?.uid).toBe(user.uid);
  });

  it('refuses the same form twice (409) and keeps the first one', async () => {
    const body = partner();
    expect((await post(body)).status).toBe(201);
    const again = await post({ ...body, values: { ...body.values, organization: 'Changed' } });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: DUPLICATE_APPLICATION_MESSAGE });
    expect((await stored(body.submissionId))?.values).toMatchObject({ organization: 'Sunset Park Library Story Time' });
  });

  it('stores exactly one of several concurrent copies of the same form', async () => {
    const body = partner();
    const statuses = (await Promise.all([post(body), post(body), post(body)])).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409]);
  });

  it.each([
    ['an empty required field', { lastName: '  ' }, 'values.lastName: Enter last name.'],
    ['a bad email', { email: 'rosa-at-example' }, 'values.email: Enter an email address like name@example.com.'],
    [
      'an option the form does not offer',
      { organizationType: 'castle' },
      'values.organizationType: Choose type of organization.',
    ],
    [
      'a field over its cap',
      { organization: 'x'.repeat(101) },
      'values.organization: Keep it to 100 characters or fewer.',
    ],
    [
      'a link that is not http(s)',
      { website: 'javascript:alert(1)' },
      'values.website: Enter a full link starting with https://',
    ],
    [
      'a field the form does not have',
      { favouriteColour: 'green' },
      'values.favouriteColour: is not a field of this form',
    ],
  ])('refuses %s with 400 and stores nothing', async (_what, overrides, message) => {
    const body = partner(overrides);
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message });
    expect(await stored(body.submissionId)).toBeUndefined();
  });

  it.each([
    ['no body', undefined],
    ['an array', []],
    ['an unknown type', { ...partner(), type: 'astronaut' }],
    ['a bad submission id', { ...partner(), submissionId: '../../etc' }],
    ['values that are not a map', { ...partner(), values: 'hello' }],
    ['a nested object as a value', { ...partner(), values: { firstName: { $gt: '' } } }],
    ['an extra top-level key', { ...partner(), admin: true }],
  ])('answers garbage (%s) with 400, never 5xx', async (_what, body) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(typeof (res.body as { error?: unknown }).error).toBe('string');
  });

  it('validates the consignment pickup: ZIP code, item count and a date that is not in the past', async () => {
    const pickup = (values: Record<string, string>): ApplicationRequest => ({
      type: 'consignment-pickup',
      submissionId: randomUUID(),
      values: {
        firstName: 'Ana',
        lastName: 'Lopez',
        email: 'ana@example.com',
        phone: '(312) 555-0147',
        serviceArea: 'chicago',
        street: '2211 W Armitage Ave',
        zip: '60647',
        itemCount: '7',
        estimatedValue: '300-to-1-000',
        preferredDate: '',
        items: 'A bassinet, a jogging stroller and a high chair.',
        ...values,
      },
    });
    expect(errorOf(await post(pickup({ zip: '6064' })))).toBe('values.zip: Enter a 5-digit ZIP code.');
    expect(errorOf(await post(pickup({ itemCount: '0' })))).toBe(
      'values.itemCount: Enter a whole number from 1 to 200.',
    );
    expect(errorOf(await post(pickup({ preferredDate: '2020-01-01' })))).toBe(
      'values.preferredDate: Choose today or a later date.',
    );
    expect((await post(pickup({}))).status).toBe(201);
  });

  it(`limits each visitor to ${APPLICATION_LIMIT.max} applications an hour`, async () => {
    for (let i = 0; i < APPLICATION_LIMIT.max; i++) expect((await post(partner())).status).toBe(201);
    const refused = await post(partner());
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: APPLICATION_LIMIT.message });
  });
});
