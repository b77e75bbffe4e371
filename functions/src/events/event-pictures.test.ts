// A submitted event's picture against the emulators: uploaded by its submitter through the `photos`
// function's app (same pipeline as listing photos), replaced while pending, shown to the submitter
// and admins before review, public once the approved event shows it, frozen after review.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/helpers/api.js';
import { sampleSubmission } from '../../test/helpers/event-submission.js';
import { signedInUser, type SignedInUser } from '../../test/helpers/emulators.js';
import { createApp } from '../http/app.js';
import { eventPictureUploadRouter } from '../http/event-pictures.js';
import { db } from '../lib/admin.js';
import { NOT_A_PHOTO_MESSAGE } from '../marketplace/photos/process-photo.js';
import { photoStore } from '../marketplace/photos/photo-store.js';
import { eventPicturePath, eventPictureUrl, PICTURE_REVIEWED_MESSAGE, type EventPicture } from './event-pictures.js';
import { approveSubmission } from './submissions.js';

const app = createApp();
const photosApp = createApp([eventPictureUploadRouter]);

const submission = sampleSubmission({
  title: 'Lantern Walk by the Pond',
  startTime: '17:30',
  description: 'Paper lanterns, a slow loop of the pond, and cocoa at the end.',
});

let submitter: SignedInUser;
let other: SignedInUser;
let admin: SignedInUser;
let png: Buffer;

beforeAll(async () => {
  process.env.MARKETPLACE_PHOTO_DIR = mkdtempSync(path.join(tmpdir(), 'recess-event-pictures-test-'));
  [submitter, other, admin, png] = await Promise.all([
    signedInUser(),
    signedInUser(),
    signedInUser({ admin: true }),
    sharp({ create: { width: 1600, height: 900, channels: 3, background: '#e9a23b' } })
      .png()
      .toBuffer(),
  ]);
});

async function submit(): Promise<string> {
  const res = await request(app).post('/api/events/submissions').set(bearer(submitter)).send(submission);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body as { id: string }).id;
}

const upload = (user: SignedInUser, id: string, body: Buffer, type = 'image/png') =>
  request(photosApp)
    .post(`/api/events/submissions/${id}/picture`)
    .set(bearer(user))
    .set('Content-Type', type)
    .send(body);

const fetchPicture = (id: string, picture: EventPicture, width = 640, user?: SignedInUser) => {
  const req = request(app).get(eventPictureUrl(id, picture.id, width as 640));
  return user ? req.set(bearer(user)) : req;
};

// sharp's first load and decode share two cores with the emulators: the default 20 s is too tight.
describe('POST /api/events/submissions/:id/picture', { timeout: 60_000 }, () => {
  it("stores the submitter's picture as WebP at each width and records it on the submission", async () => {
    const id = await submit();
    const res = await upload(submitter, id, png);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const picture = res.body as EventPicture;
    expect(picture.aspect).toBeCloseTo(1.778, 2);
    expect((await db().collection('eventSubmissions').doc(id).get()).get('picture')).toEqual(picture);
    for (const width of [320, 640, 1080]) {
      const meta = await sharp((await photoStore().get(eventPicturePath(id, picture.id, width)))!).metadata();
      expect(meta).toMatchObject({ format: 'webp', width });
    }
  });

  it("refuses someone else's submission (as not found), a file that is not a photo, and signed-out uploads", async () => {
    const id = await submit();
    expect((await upload(other, id, png)).status).toBe(404);
    const text = await upload(submitter, id, Buffer.from('not a picture at all'), 'text/plain');
    expect(text.status).toBe(415);
    expect(text.body).toEqual({ error: NOT_A_PHOTO_MESSAGE });
    expect(
      (
        await request(photosApp)
          .post(`/api/events/submissions/${id}/picture`)
          .set('Content-Type', 'image/png')
          .send(png)
      ).status,
    ).toBe(401);
    expect((await db().collection('eventSubmissions').doc(id).get()).get('picture')).toBeUndefined();
  });

  it('replaces the picture while pending (the old one is deleted) and shows it to the submitter and admins only', async () => {
    const id = await submit();
    const first = (await upload(submitter, id, png)).body as EventPicture;
    const second = (await upload(submitter, id, png)).body as EventPicture;
    expect(second.id).not.toBe(first.id);
    expect(await photoStore().get(eventPicturePath(id, first.id, 640))).toBeNull();

    expect((await fetchPicture(id, second)).status).toBe(404);
    expect((await fetchPicture(id, second, 640, other)).status).toBe(404);
    const own = await fetchPicture(id, second, 640, submitter);
    expect(own.status).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect((await fetchPicture(id, second, 320, admin)).status).toBe(200);
  });

  it('publishes the picture with the approved event, and freezes it after review', async () => {
    const id = await submit();
    const picture = (await upload(submitter, id, png)).body as EventPicture;
    const { eventId } = await approveSubmission(id, admin.uid);
    const event = (await db().collection('events').doc(eventId).get()).data()!;
    expect(event.image).toBe(eventPictureUrl(id, picture.id, 1080));

    const shown = await fetchPicture(id, picture, 1080);
    expect(shown.status).toBe(200);
    expect(shown.headers['content-type']).toBe('image/webp');
    expect(shown.headers['cache-control']).toBe('public, max-age=86400');
    // Still public if the submission goes (the submitter deleted their account): the event shows it.
    await db().collection('eventSubmissions').doc(id).delete();
    expect((await fetchPicture(id, picture, 320)).status).toBe(200);

    const late = await submit();
    await approveSubmission(late, admin.uid);
    const refused = await upload(submitter, late, png);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: PICTURE_REVIEWED_MESSAGE });
  });

  it('answers 404 to a picture name that is not one of ours', async () => {
    expect((await request(app).get('/api/events/pictures/abc/..%2F..%2Fsecret-640.webp')).status).toBe(404);
    expect((await request(app).get('/api/events/pictures/abc/x-999.webp')).status).toBe(404);
  });
});
