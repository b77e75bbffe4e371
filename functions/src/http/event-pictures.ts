// A submitted event's picture. The upload (POST /api/events/submissions/{id}/picture) runs in the
// `photos` function beside listing photos (Hosting sends it there: firebase.json), with their rate
// limit's shape; the picture is served by the api (GET /api/events/pictures/{submissionId}/{file}).
import { Router } from 'express';
import { z } from 'zod';
import { callerFrom, requireAuth, type AuthedRequest } from '../lib/auth.js';
import { notFound } from '../lib/errors.js';
import { documentId } from '../lib/params.js';
import { limitRequest, type RateLimit } from '../lib/rate-limit.js';
import { parse } from '../lib/validate.js';
import { readSubmissionPicture, setSubmissionPicture } from '../events/event-pictures.js';
import { parsePhotoFile } from '../marketplace/photos/photo-paths.js';
import { imageBody } from './marketplace-photo-uploads.js';

/** Pictures per person per hour (each is processed at three widths; one submission keeps one). */
export const EVENT_PICTURE_LIMIT: RateLimit = {
  scope: 'event-picture',
  max: 30,
  windowMs: 60 * 60 * 1000,
  message: 'You have uploaded a lot of pictures in the last hour. Please try again later.',
};

const submissionParams = z.object({ id: documentId });

export const eventPictureUploadRouter = Router();

eventPictureUploadRouter.post('/events/submissions/:id/picture', requireAuth, async (req, res) => {
  const { id } = parse(submissionParams, req.params);
  const uid = (req as AuthedRequest).caller.uid;
  await limitRequest(req, EVENT_PICTURE_LIMIT, uid);
  res.status(201).json(await setSubmissionPicture(uid, id, imageBody(req)));
});

export const eventPicturesRouter = Router();

// Public once an event shows it (a day in shared caches); before that, its submitter and admins only.
eventPicturesRouter.get('/events/pictures/:submissionId/:file', async (req, res) => {
  const file = parsePhotoFile(String(req.params.file));
  if (!file) throw notFound('No such picture.');
  const caller = await callerFrom(req);
  const found = await readSubmissionPicture(String(req.params.submissionId), file.photoId, file.width, caller);
  if (!found) throw notFound('No such picture.');
  res.set('Cache-Control', found.isPublic ? 'public, max-age=86400' : 'private, no-store');
  res.type('image/webp').send(found.data);
});
