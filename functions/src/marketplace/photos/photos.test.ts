// Listing photos through the api against the emulators: processing (upright, WebP, no EXIF or GPS),
// the upload's size and type answers, serving with a short cache (none for a removed listing),
// deleting (a removed listing's too), and store selection.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/helpers/api.js';
import { signedInUser, type SignedInUser } from '../../../test/helpers/emulators.js';
import { createApp } from '../../http/app.js';
import { marketplacePhotoUploadRouter } from '../../http/marketplace-photo-uploads.js';
import { db } from '../../lib/admin.js';
import { MARKETPLACE_LIMITS, type Listing, type ListingPhoto } from '../../shared/marketplace.js';
import { writeListing } from '../moderation/test-fixtures.js';
import { photoObjectPath } from './photo-paths.js';
import { diskPhotoDir, photoStore, selectPhotoStore } from './photo-store.js';
import { PHOTO_TOO_LARGE_MESSAGE } from '../../shared/marketplace.js';
import { NOT_A_PHOTO_MESSAGE } from './process-photo.js';

const app = createApp();
/** The `photos` function's app: Hosting sends uploads there, apart from the api. */
const photosApp = createApp([marketplacePhotoUploadRouter]);
const stored = async (id: string) => (await db().collection('listings').doc(id).get()).data() as Listing;
const upload = (user: SignedInUser, listingId: string, body: Buffer, type = 'image/jpeg') =>
  request(photosApp)
    .post(`/api/marketplace/listings/${listingId}/photos`)
    .set(bearer(user))
    .set('Content-Type', type)
    .send(body);

/** A 1600 x 1200 JPEG stored on its side (orientation 6), with a camera make and GPS position. */
async function phoneJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3a7' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'TestCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 44/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '73/1 59/1 0/1' },
    })
    .toBuffer();
}

let seller: SignedInUser;
let other: SignedInUser;
let jpeg: Buffer;

beforeAll(async () => {
  process.env.MARKETPLACE_PHOTO_DIR = mkdtempSync(path.join(tmpdir(), 'recess-photos-test-'));
  [seller, other, jpeg] = await Promise.all([signedInUser(), signedInUser(), phoneJpeg()]);
});

describe('POST /api/marketplace/listings/:id/photos', () => {
  it('stores an upright WebP at each width with no EXIF or GPS, and records it on the listing', async () => {
    const input = await sharp(jpeg).metadata();
    // The upload really carries a camera make and a GPS IFD (tag 0x8825, little-endian).
    expect(input.exif?.includes(Buffer.from('TestCam'))).toBe(true);
    expect(input.exif?.toString('hex')).toContain('2588');
    const listing = await writeListing(seller.uid, { status: 'draft', photos: [] });
    const res = await upload(seller, listing.id, jpeg);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const photo = res.body as ListingPhoto;
    expect(photo).toMatchObject({ widths: [320, 640, 1080], aspect: 0.75 });
    expect((await stored(listing.id)).photos).toEqual([photo]);
    expect(photoStore().kind).toBe('disk');
    for (const width of [320, 640, 1080]) {
      const data = await photoStore().get(photoObjectPath(listing.id, photo.id, width));
      const meta = await sharp(data!).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height: Math.round(width / 0.75) });
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(data!.includes(Buffer.from('TestCam'))).toBe(false);
    }
  });

  it('answers 413 to a 12 MB body and 415 to a text file, with clear messages', async () => {
    const listing = await writeListing(seller.uid, { status: 'draft', photos: [] });
    const big = await upload(seller, listing.id, Buffer.alloc(12 * 1024 * 1024, 0xff));
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ error: PHOTO_TOO_LARGE_MESSAGE });
    const text = await upload(
      seller,
      listing.id,
      Buffer.from('just some notes about the stroller\n'.repeat(20)),
      'text/plain',
    );
    expect(text.status).toBe(415);
    expect(text.body).toEqual({ error: NOT_A_PHOTO_MESSAGE });
    // A JPEG's first bytes followed by rubbish is not a photo either.
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    expect((await upload(seller, listing.id, fake)).status).toBe(415);
    expect((await stored(listing.id)).photos).toEqual([]);
  });

  it('is the seller only, on a listing that is not sold, and at most 10 photos', async () => {
    const listing = await writeListing(seller.uid, { status: 'draft', photos: [] });
    expect((await upload(other, listing.id, jpeg)).status).toBe(403);
    expect((await upload(seller, 'nope-missing', jpeg)).status).toBe(404);
    expect((await request(photosApp).post(`/api/marketplace/listings/${listing.id}/photos`).send(jpeg)).status).toBe(
      401,
    );
    // The api itself takes no uploads: a photo is decoded only where its memory is set aside.
    expect(
      (await request(app).post(`/api/marketplace/listings/${listing.id}/photos`).set(bearer(seller)).send(jpeg)).status,
    ).toBe(404);
    const sold = await writeListing(seller.uid, { status: 'sold' });
    expect((await upload(seller, sold.id, jpeg)).status).toBe(409);
    const photos = Array.from({ length: MARKETPLACE_LIMITS.photosMax }, (_, i) => ({
      id: `p${i}`,
      widths: [320],
      aspect: 1,
      alt: '',
    }));
    const full = await writeListing(seller.uid, { status: 'draft', photos });
    expect((await upload(seller, full.id, jpeg)).status).toBe(409);
  });
});

describe('GET /api/marketplace/photos/:listingId/:file and DELETE a photo', () => {
  it('serves a stored photo to anyone for minutes on the CDN, 404s anything else, and deletes it', async () => {
    const listing = await writeListing(seller.uid, { status: 'active', photos: [] });
    const photo = (await upload(seller, listing.id, jpeg)).body as ListingPhoto;
    const res = await request(app).get(`/api/marketplace/photos/${listing.id}/${photo.id}-640.webp`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=3600, s-maxage=600');
    expect((await sharp(res.body as Buffer).metadata()).width).toBe(640);
    for (const file of [
      `${photo.id}-641.webp`,
      `${photo.id}-640.png`,
      `${photo.id}.webp`,
      'missing-640.webp',
      '..%2F..%2Fx-640.webp',
    ]) {
      expect((await request(app).get(`/api/marketplace/photos/${listing.id}/${file}`)).status).toBe(404);
    }
    const del = (user: SignedInUser) =>
      request(app).delete(`/api/marketplace/listings/${listing.id}/photos/${photo.id}`).set(bearer(user));
    expect((await del(other)).status).toBe(403);
    // The only photo of an active listing stays until another replaces it.
    expect((await del(seller)).status).toBe(409);
    const second = (await upload(seller, listing.id, jpeg)).body as ListingPhoto;
    expect((await del(seller)).status).toBe(200);
    expect((await stored(listing.id)).photos.map((p) => p.id)).toEqual([second.id]);
    expect(await photoStore().get(photoObjectPath(listing.id, photo.id, 640))).toBeNull();
    expect((await request(app).get(`/api/marketplace/photos/${listing.id}/${photo.id}-640.webp`)).status).toBe(404);
  });
});

describe("a removed listing's photos (issue 23 #14)", () => {
  it('are no longer served once the listing is removed, and the seller ending it deletes them', async () => {
    const listing = await writeListing(seller.uid, { status: 'active', photos: [] });
    const photo = (await upload(seller, listing.id, jpeg)).body as ListingPhoto;
    const url = `/api/marketplace/photos/${listing.id}/${photo.id}-640.webp`;
    expect((await request(app).get(url)).status).toBe(200);
    const removed = await request(app).post(`/api/marketplace/listings/${listing.id}/remove`).set(bearer(seller));
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect((await request(app).get(url)).status).toBe(404);
    expect(await photoStore().get(photoObjectPath(listing.id, photo.id, 640))).toBeNull();
  });

  it('removed by an admin or a recall: not served, and the seller can delete every one, the last included', async () => {
    const listing = await writeListing(seller.uid, { status: 'active', photos: [] });
    const first = (await upload(seller, listing.id, jpeg)).body as ListingPhoto;
    const second = (await upload(seller, listing.id, jpeg)).body as ListingPhoto;
    await db().collection('listings').doc(listing.id).update({ status: 'removed', removedReason: 'Recalled.' });
    expect((await request(app).get(`/api/marketplace/photos/${listing.id}/${first.id}-640.webp`)).status).toBe(404);
    const del = (user: SignedInUser, id: string) =>
      request(app).delete(`/api/marketplace/listings/${listing.id}/photos/${id}`).set(bearer(user));
    expect((await del(other, first.id)).status).toBe(403);
    expect((await del(seller, first.id)).status).toBe(200);
    expect((await del(seller, second.id)).status).toBe(200);
    expect((await stored(listing.id)).photos).toEqual([]);
    expect(await photoStore().get(photoObjectPath(listing.id, second.id, 320))).toBeNull();
    // A sold listing's photos stay with its orders.
    const sold = await writeListing(seller.uid, { status: 'sold', photos: [{ ...first }] });
    expect(
      (await request(app).delete(`/api/marketplace/listings/${sold.id}/photos/${first.id}`).set(bearer(seller))).status,
    ).toBe(409);
  });
});

describe('selectPhotoStore', () => {
  it('uses Cloud Storage in production and where the Storage emulator runs, else the disk store', () => {
    expect(selectPhotoStore({}).kind).toBe('cloud-storage');
    expect(selectPhotoStore({ STORAGE_EMULATOR_HOST: '127.0.0.1:9199', FUNCTIONS_EMULATOR: 'true' }).kind).toBe(
      'cloud-storage',
    );
    expect(selectPhotoStore({ FIREBASE_STORAGE_EMULATOR_HOST: '127.0.0.1:9199' }).kind).toBe('cloud-storage');
    expect(selectPhotoStore({ FUNCTIONS_EMULATOR: 'true' }).kind).toBe('disk');
    expect(selectPhotoStore({ FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' }).kind).toBe('disk');
    expect(diskPhotoDir({ MARKETPLACE_PHOTO_DIR: '/srv/state/marketplace-photos' })).toBe(
      '/srv/state/marketplace-photos',
    );
    expect(diskPhotoDir({})).toBe(path.join(tmpdir(), 'recess-marketplace-photos'));
  });
});
