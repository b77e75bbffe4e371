// A submitted event's picture (POST /api/events/submissions/{id}/picture, in the `photos` function):
// the same pipeline as listing photos (sniffed, refused by dimensions before decoding, decoded once,
// stored as WebP at PHOTO_WIDTHS with every bit of metadata dropped). One picture per submission, set
// or replaced by its submitter while it waits for review. It is served to everyone once the event is
// approved, and before that only to the submitter and admins (the review queue shows it).
import { randomBytes } from 'node:crypto';
import { conflict, notFound } from '../lib/errors.js';
import { runTransaction } from '../lib/transactions.js';
import { PHOTO_WIDTHS, type PhotoWidth } from '../shared/marketplace.js';
import { PHOTO_ID } from '../marketplace/photos/photo-paths.js';
import { photoStore } from '../marketplace/photos/photo-store.js';
import { processPhoto } from '../marketplace/photos/process-photo.js';
import { FieldPath, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { UserDataSource } from '../lib/data-source.js';
import { db } from '../lib/admin.js';

export const SUBMISSION_NOT_FOUND_MESSAGE = 'That event submission was not found.';
export const PICTURE_REVIEWED_MESSAGE =
  'This event has been reviewed already, so its picture can no longer change. Write to us if it needs a new one.';

export interface EventPicture {
  id: string;
  /** Width / height, to 3 decimals. */
  aspect: number;
}

const submissionRef = (id: string) => db().collection('eventSubmissions').doc(id);

/** events/{submissionId}/{pictureId}-{width}.webp in the photo store. */
export const eventPicturePath = (submissionId: string, pictureId: string, width: number) =>
  `events/${submissionId}/${pictureId}-${width}.webp`;

/** Same-origin URL of one width of a submission's picture. */
export const eventPictureUrl = (submissionId: string, pictureId: string, width: PhotoWidth) =>
  `/api/events/pictures/${submissionId}/${pictureId}-${width}.webp`;

/** The width an event's page shows (its picture box is 1200 CSS pixels at most). */
export const EVENT_PICTURE_WIDTH: PhotoWidth = 1080;

async function deletePicture(submissionId: string, pictureId: string): Promise<void> {
  const store = photoStore();
  await Promise.all(PHOTO_WIDTHS.map((w) => store.deletePrefix(eventPicturePath(submissionId, pictureId, w))));
}

interface StoredSubmission {
  uid: string;
  status: 'pending' | 'approved' | 'declined';
  picture?: EventPicture | null;
}

function ownPending(data: StoredSubmission | undefined, uid: string): StoredSubmission {
  // Someone else's submission is as unknown as a missing one.
  if (!data || data.uid !== uid) throw notFound(SUBMISSION_NOT_FOUND_MESSAGE);
  if (data.status !== 'pending') throw conflict(PICTURE_REVIEWED_MESSAGE);
  return data;
}

/** Sets (or replaces) the picture of the caller's pending submission. */
export async function setSubmissionPicture(uid: string, submissionId: string, body: Buffer): Promise<EventPicture> {
  if (!PHOTO_ID.test(submissionId)) throw notFound(SUBMISSION_NOT_FOUND_MESSAGE);
  // Checked before the costly processing, and again in the transaction.
  ownPending((await submissionRef(submissionId).get()).data() as StoredSubmission | undefined, uid);
  const processed = await processPhoto(body);
  const picture: EventPicture = { id: randomBytes(9).toString('hex'), aspect: processed.aspect };
  const store = photoStore();
  await Promise.all(
    processed.variants.map((v) => store.put(eventPicturePath(submissionId, picture.id, v.width), v.data)),
  );
  let replaced: EventPicture | null = null;
  try {
    await runTransaction(async (tx) => {
      const ref = submissionRef(submissionId);
      const current = ownPending((await tx.get(ref)).data() as StoredSubmission | undefined, uid);
      replaced = current.picture ?? null;
      tx.update(ref, { picture });
    });
  } catch (error) {
    await deletePicture(submissionId, picture.id).catch(() => undefined);
    throw error;
  }
  const old = replaced as EventPicture | null;
  if (old) await deletePicture(submissionId, old.id).catch(() => undefined);
  return picture;
}

/**
 * One stored width of a submission's picture, if `viewer` may see it: anyone once an event shows it
 * (looked up on the events themselves, so it stays up if the submitter later deletes their account),
 * the submitter and admins before that. Null for anything else (answered as a 404).
 */
export async function readSubmissionPicture(
  submissionId: string,
  pictureId: string,
  width: PhotoWidth,
  viewer: { uid: string; isAdmin: boolean } | null,
): Promise<{ data: Buffer; isPublic: boolean } | null> {
  if (!PHOTO_ID.test(submissionId) || !PHOTO_ID.test(pictureId)) return null;
  const shown = await db()
    .collection('events')
    .where('image', '==', eventPictureUrl(submissionId, pictureId, EVENT_PICTURE_WIDTH))
    .limit(1)
    .get();
  const isPublic = !shown.empty;
  if (!isPublic) {
    if (!viewer) return null;
    const s = (await submissionRef(submissionId).get()).data() as StoredSubmission | undefined;
    if (!s || s.picture?.id !== pictureId || !(viewer.isAdmin || viewer.uid === s.uid)) return null;
  }
  const data = await photoStore().get(eventPicturePath(submissionId, pictureId, width));
  return data ? { data, isPublic } : null;
}

/** The event's `image` when a submission is approved: its picture's URL, or null. */
export const approvedImage = (submissionId: string, picture: EventPicture | null | undefined): string | null =>
  picture ? eventPictureUrl(submissionId, picture.id, EVENT_PICTURE_WIDTH) : null;

/** Deletes every stored picture of a submission no event shows (account deletion of a pending or declined one). */
export async function deleteSubmissionPicture(submissionId: string): Promise<void> {
  await photoStore().deletePrefix(`events/${submissionId}/`);
}

/**
 * The account's submissions as a user-data source whose deletion also deletes the pictures no event
 * shows (pending or declined submissions); an approved event keeps its picture, as it keeps its text.
 */
export function withSubmissionPictures(source: UserDataSource): UserDataSource {
  return {
    ...source,
    remove: async (uid) => {
      let last: QueryDocumentSnapshot | undefined;
      for (;;) {
        const page = db()
          .collection('eventSubmissions')
          .where('uid', '==', uid)
          .orderBy(FieldPath.documentId())
          .select('status', 'picture')
          .limit(500);
        const snap = await (last ? page.startAfter(last) : page).get();
        await Promise.all(
          snap.docs
            .filter((d) => d.get('status') !== 'approved' && d.get('picture'))
            .map((d) => deleteSubmissionPicture(d.id)),
        );
        last = snap.docs.at(-1);
        if (snap.size < 500) break;
      }
      await source.remove(uid);
    },
  };
}
