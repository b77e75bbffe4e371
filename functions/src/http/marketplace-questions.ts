// /api routes of "Ask the seller a question": ask from a listing, answer in the thread, report it,
// and the seller's block. Each message counts against QUESTION_LIMIT for its sender.
import { Router, type Request } from 'express';
import { z } from 'zod';
import { requireAuth, type AuthedRequest } from '../lib/auth.js';
import { documentId } from '../lib/params.js';
import { limitRequest } from '../lib/rate-limit.js';
import { parse } from '../lib/validate.js';
import {
  askQuestion,
  blockAsker,
  QUESTION_LIMIT,
  replyToQuestion,
  reportQuestion,
} from '../marketplace/questions/questions.js';
import { REPORT_LIMIT } from '../marketplace/moderation/report.js';
import { questionMessageSchema, questionReportSchema } from '../shared/schemas/question.js';

export const marketplaceQuestionsRouter = Router();

const listingParams = z.object({ id: documentId });
const threadParams = z.object({
  id: z
    .string()
    .min(1)
    .max(300)
    .regex(/^[A-Za-z0-9_-]+$/, 'is not a valid id'),
});
const callerUid = (req: Request) => (req as AuthedRequest).caller.uid;

marketplaceQuestionsRouter.post('/marketplace/listings/:id/questions', requireAuth, async (req, res) => {
  const { id } = parse(listingParams, req.params);
  const { text } = parse(questionMessageSchema, req.body);
  await limitRequest(req, QUESTION_LIMIT, callerUid(req));
  res.status(201).json(await askQuestion(callerUid(req), id, text));
});

marketplaceQuestionsRouter.post('/marketplace/questions/:id/messages', requireAuth, async (req, res) => {
  const { id } = parse(threadParams, req.params);
  const { text } = parse(questionMessageSchema, req.body);
  await limitRequest(req, QUESTION_LIMIT, callerUid(req));
  res.status(201).json(await replyToQuestion(callerUid(req), id, text));
});

marketplaceQuestionsRouter.post('/marketplace/questions/:id/report', requireAuth, async (req, res) => {
  const { id } = parse(threadParams, req.params);
  const { reason } = parse(questionReportSchema, req.body);
  await limitRequest(req, REPORT_LIMIT, callerUid(req));
  res.status(201).json(await reportQuestion(callerUid(req), id, reason));
});

marketplaceQuestionsRouter.post('/marketplace/questions/:id/block', requireAuth, async (req, res) => {
  const { id } = parse(threadParams, req.params);
  res.json(await blockAsker(callerUid(req), id));
});
