// /api routes of family events: calendar and RSS feeds (public, cacheable), a parent's answer (Going,
// Interested), posting, deleting and reporting chat messages, submitting an event, and the admins'
// queues (submissions, hidden chat messages, mutes) and the RSVP recount.
import { Router, type Request } from 'express';
import { z } from 'zod';
import { deleteOwnMessage, postMessage } from '../events/chat-messages.js';
import { listHiddenMessages, reportMessage, setMessageHidden, setMuted } from '../events/chat-moderation.js';
import { cityCalendar, cityRss, eventCalendar } from '../events/feeds.js';
import { calendarByToken, calendarToken, goingEvents } from '../events/my-calendar.js';
import { recountRsvps } from '../events/rsvp-counters.js';
import { answerRsvp } from '../events/rsvps.js';
import { approveSubmission, declineSubmission, listSubmissions, submitEvent } from '../events/submissions.js';
import { requireAuth, type AuthedRequest } from '../lib/auth.js';
import { forbidden, notFound } from '../lib/errors.js';
import { documentId } from '../lib/params.js';
import { limitRequest, type RateLimit } from '../lib/rate-limit.js';
import { configuredSiteUrl } from '../lib/site-url.js';
import { parse } from '../lib/validate.js';
import { EVENT_LIMITS } from '../shared/events.js';
import { REPORT_REASONS } from '../shared/events-moderation.js';
import { chatMessageSchema } from '../shared/schemas/chat-message.js';
import { eventSubmissionSchema } from '../shared/schemas/event-submission.js';
import { rsvpAnswerSchema } from '../shared/schemas/rsvp.js';

export const eventsRouter = Router();

const REPORT_LIMIT: RateLimit = {
  scope: 'chat-report',
  max: 30,
  windowMs: 60 * 60 * 1000,
  message: 'You have reported a lot of messages in the last hour. Please try again later.',
};
const SUBMIT_LIMIT: RateLimit = {
  scope: 'event-submission',
  max: 10,
  windowMs: 24 * 60 * 60 * 1000,
  message: 'You have submitted a lot of events today. Please try again tomorrow.',
};

/** Beside the 2 seconds between one person's messages in a room: a bound across every room. */
const CHAT_LIMIT: RateLimit = {
  scope: 'chat-message',
  max: 300,
  windowMs: 60 * 60 * 1000,
  message: 'You have sent a lot of chat messages in the last hour. Please try again later.',
};

/** Answers go both ways (a tap takes one back): generous for a person, a wall for a script. */
const RSVP_LIMIT: RateLimit = {
  scope: 'event-rsvp',
  max: 120,
  windowMs: 60 * 60 * 1000,
  message: 'You have changed a lot of answers in the last hour. Please try again later.',
};

const FEED_CACHE = 'public, max-age=300, s-maxage=600';
const feedFile = z.object({
  file: z
    .string()
    .max(140)
    .regex(/^[a-z0-9-]+\.(ics|rss)$/, 'Not a feed.'),
});
const messageParams = z.object({ eventId: documentId, messageId: documentId });
const reportBody = z.object({
  reason: z.enum(REPORT_REASONS, 'Choose why you are reporting this message.'),
  note: z.string().max(EVENT_LIMITS.reportReason).optional(),
});
const hideBody = z.object({ hidden: z.boolean() });
const muteBody = z.object({ uid: documentId, muted: z.boolean() });
const idParams = z.object({ id: documentId });
const statusQuery = z.object({ status: z.enum(['pending', 'approved', 'declined']).default('pending') });

function adminUid(req: Request): string {
  const { caller } = req as AuthedRequest;
  if (!caller.isAdmin) throw forbidden('Only admins can moderate events.');
  return caller.uid;
}

/** GET /api/events/{citySlug}.ics and /api/events/{citySlug}.rss */
eventsRouter.get('/events/:file', async (req, res) => {
  const parsed = feedFile.safeParse(req.params);
  if (!parsed.success) throw notFound('That feed was not found.');
  const [citySlug = '', kind] = parsed.data.file.split('.');
  if (kind === 'ics') {
    const ics = await cityCalendar(citySlug, configuredSiteUrl());
    res.set('Cache-Control', FEED_CACHE).type('text/calendar; charset=utf-8').send(ics);
  } else {
    const xml = await cityRss(citySlug, configuredSiteUrl());
    res.set('Cache-Control', FEED_CACHE).type('application/rss+xml; charset=utf-8').send(xml);
  }
});

/** GET /api/events/calendar/{token}.ics: a parent's Going events, for their calendar app. Never cached. */
eventsRouter.get('/events/calendar/:file', async (req, res) => {
  const parsed = z
    .object({
      file: z
        .string()
        .max(80)
        .regex(/^[A-Za-z0-9_-]{20,64}\.ics$/),
    })
    .safeParse(req.params);
  if (!parsed.success) throw notFound('That calendar feed was not found. Copy the address again from Recess.');
  const ics = await calendarByToken(parsed.data.file.slice(0, -'.ics'.length), configuredSiteUrl());
  res.set('Cache-Control', 'private, no-store').type('text/calendar; charset=utf-8').send(ics);
});

/** GET /api/events/my/going: the signed-in parent's Going events, soonest first. */
eventsRouter.get('/events/my/going', requireAuth, async (req, res) => {
  const { uid } = (req as AuthedRequest).caller;
  res.set('Cache-Control', 'private, no-store').json({ events: await goingEvents(uid) });
});

/** POST /api/events/my/calendar-token {reset?}: the private feed's address (a new one on reset). */
eventsRouter.post('/events/my/calendar-token', requireAuth, async (req, res) => {
  const { uid } = (req as AuthedRequest).caller;
  const { reset } = parse(z.object({ reset: z.boolean().default(false) }), req.body ?? {});
  const token = await calendarToken(uid, reset);
  res
    .set('Cache-Control', 'private, no-store')
    .json({ url: `${configuredSiteUrl()}/api/events/calendar/${token}.ics` });
});

/** GET /api/events/event/{eventSlug}.ics: one event's calendar file, as a download. */
eventsRouter.get('/events/event/:file', async (req, res) => {
  const parsed = feedFile.safeParse(req.params);
  if (!parsed.success || !parsed.data.file.endsWith('.ics')) throw notFound('That calendar file was not found.');
  const slug = parsed.data.file.slice(0, -'.ics'.length);
  const ics = await eventCalendar(slug, configuredSiteUrl());
  res
    .set('Cache-Control', FEED_CACHE)
    .set('Content-Disposition', `attachment; filename="${slug}.ics"`)
    .type('text/calendar; charset=utf-8')
    .send(ics);
});

/** PUT /api/events/{eventId}/rsvp {status, showFirstName}: the caller's own answer, counted once. */
eventsRouter.put('/events/:eventId/rsvp', requireAuth, async (req, res) => {
  const { eventId } = parse(z.object({ eventId: documentId }), req.params);
  const answer = parse(rsvpAnswerSchema, req.body);
  const { uid } = (req as AuthedRequest).caller;
  await limitRequest(req, RSVP_LIMIT, uid);
  res.set('Cache-Control', 'private, no-store').json(await answerRsvp(eventId, uid, answer));
});

/** POST /api/events/{eventId}/messages {text}: screened, then posted under the sender's id in the room. */
eventsRouter.post('/events/:eventId/messages', requireAuth, async (req, res) => {
  const { eventId } = parse(z.object({ eventId: documentId }), req.params);
  const { text } = parse(chatMessageSchema, req.body);
  const { uid } = (req as AuthedRequest).caller;
  await limitRequest(req, CHAT_LIMIT, uid);
  res.status(201).json(await postMessage(eventId, uid, text));
});

/** DELETE /api/events/{eventId}/messages/{messageId}: the sender's own, unless it is hidden for review. */
eventsRouter.delete('/events/:eventId/messages/:messageId', requireAuth, async (req, res) => {
  const { eventId, messageId } = parse(messageParams, req.params);
  await deleteOwnMessage(eventId, messageId, (req as AuthedRequest).caller.uid);
  res.json({ ok: true });
});

eventsRouter.post('/events/:eventId/messages/:messageId/report', requireAuth, async (req, res) => {
  const { eventId, messageId } = parse(messageParams, req.params);
  const { reason, note } = parse(reportBody, req.body);
  const { uid } = (req as AuthedRequest).caller;
  await limitRequest(req, REPORT_LIMIT, uid);
  res.status(201).json(await reportMessage(eventId, messageId, uid, note ? `${reason}: ${note}` : reason));
});

eventsRouter.post('/events/submissions', requireAuth, async (req, res) => {
  const input = parse(eventSubmissionSchema, req.body);
  const { uid } = (req as AuthedRequest).caller;
  await limitRequest(req, SUBMIT_LIMIT, uid);
  res.status(201).json(await submitEvent(uid, input));
});

eventsRouter.get('/admin/events/submissions', requireAuth, async (req, res) => {
  adminUid(req);
  const { status } = parse(statusQuery, req.query);
  res.json({ submissions: await listSubmissions(status) });
});

eventsRouter.post('/admin/events/submissions/:id/approve', requireAuth, async (req, res) => {
  const uid = adminUid(req);
  const { id } = parse(idParams, req.params);
  res.json(await approveSubmission(id, uid));
});

eventsRouter.post('/admin/events/submissions/:id/decline', requireAuth, async (req, res) => {
  const uid = adminUid(req);
  const { id } = parse(idParams, req.params);
  await declineSubmission(id, uid);
  res.json({ ok: true });
});

eventsRouter.get('/admin/events/chat', requireAuth, async (req, res) => {
  adminUid(req);
  res.json({ messages: await listHiddenMessages() });
});

eventsRouter.post('/admin/events/:eventId/messages/:messageId/hidden', requireAuth, async (req, res) => {
  const uid = adminUid(req);
  const { eventId, messageId } = parse(messageParams, req.params);
  const { hidden } = parse(hideBody, req.body);
  await setMessageHidden(eventId, messageId, hidden, uid);
  res.json({ ok: true });
});

/** POST /api/admin/events/{eventId}/rsvps/recount: the repair tool, counts from the RSVPs themselves. */
eventsRouter.post('/admin/events/:eventId/rsvps/recount', requireAuth, async (req, res) => {
  adminUid(req);
  const { eventId } = parse(z.object({ eventId: documentId }), req.params);
  const counts = await recountRsvps(eventId);
  if (!counts) throw notFound('That event was not found.');
  res.json(counts);
});

eventsRouter.post('/admin/events/:eventId/mutes', requireAuth, async (req, res) => {
  const uid = adminUid(req);
  const { eventId } = parse(z.object({ eventId: documentId }), req.params);
  const body = parse(muteBody, req.body);
  await setMuted(eventId, body.uid, body.muted, uid);
  res.json({ ok: true });
});
