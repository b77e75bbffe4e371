// The date range of the admin funnel report: the form on /admin/analytics checks it as it is typed,
// and GET /api/admin/analytics/funnel?from&to refuses anything else (analytics/funnel-report.ts).
import { z } from 'zod/mini';

/** Longest range one report covers. */
export const MAX_RANGE_DAYS = 92;

export const FUNNEL_DAY_MESSAGE = 'Choose a date.';
export const FUNNEL_ORDER_MESSAGE = 'Choose a day on or after the start.';
export const FUNNEL_RANGE_MESSAGE = `Choose a range shorter than ${MAX_RANGE_DAYS} days.`;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = z.string().check(z.regex(DAY, FUNNEL_DAY_MESSAGE));
/** Both days readable: only then is their order or distance worth a word. */
const bothDays = (q: { from: string; to: string }) => DAY.test(q.from) && DAY.test(q.to);
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

export const funnelRangeSchema = z.strictObject({ from: day, to: day }).check(
  z.refine((q) => !bothDays(q) || q.from <= q.to, { message: FUNNEL_ORDER_MESSAGE, path: ['to'] }),
  z.refine((q) => !bothDays(q) || daysBetween(q.from, q.to) < MAX_RANGE_DAYS, {
    message: FUNNEL_RANGE_MESSAGE,
    path: ['to'],
  }),
);
export type FunnelRange = z.infer<typeof funnelRangeSchema>;
