// What a signed-out visitor asked for before being sent to sign in (Going on an event, Save, Report or
// an offer on a listing), kept in this tab's sessionStorage so the page can do it once they are back.
// Each feature names its own actions; this store only holds, checks and hands them out once.
import { z } from 'zod';
import { PENDING_ACTION_KEY } from './before-app';
import { safeReturnPath } from './return-path';

export { PENDING_ACTION_KEY };

/** Older than this, an action is dropped: the visitor has moved on. */
export const PENDING_ACTION_MAX_AGE_MS = 30 * 60 * 1000;

export const PENDING_ACTION_LIMITS = { action: 40, target: 200, valueKey: 40, value: 2000, values: 10 } as const;

const pendingActionSchema = z.object({
  /** The feature's name for it, e.g. "rsvp" or "save-listing". */
  action: z
    .string()
    .regex(/^[a-z][a-z-]*$/)
    .max(PENDING_ACTION_LIMITS.action),
  /** What it acts on: an event or listing id. */
  target: z.string().min(1).max(PENDING_ACTION_LIMITS.target),
  /** What the visitor had chosen or typed (an RSVP status, an offer's amount and message). */
  values: z
    .record(z.string().max(PENDING_ACTION_LIMITS.valueKey), z.string().max(PENDING_ACTION_LIMITS.value))
    .refine((values) => Object.keys(values).length <= PENDING_ACTION_LIMITS.values),
  /** The page it was asked on; only a path on this site. */
  path: z.string().refine((path) => safeReturnPath(path) === path),
  savedAt: z.number().int().nonnegative(),
});

export type PendingAction = z.infer<typeof pendingActionSchema>;
export type PendingActionInput = Pick<PendingAction, 'action' | 'target' | 'path'> & {
  values?: PendingAction['values'];
};

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Holds the action for after sign-in, replacing any earlier one. False when it cannot be kept. */
export function savePendingAction(input: PendingActionInput, now: number = Date.now()): boolean {
  const parsed = pendingActionSchema.safeParse({ values: {}, ...input, savedAt: now });
  if (!parsed.success) return false;
  try {
    storage()?.setItem(PENDING_ACTION_KEY, JSON.stringify(parsed.data));
    return true;
  } catch {
    // Storage full or refused (private mode): the visitor signs in and presses the button again.
    return false;
  }
}

/** The held action, or null when there is none, it is not valid or it is too old (both removed). */
export function readPendingAction(now: number = Date.now()): PendingAction | null {
  const store = storage();
  const raw = store?.getItem(PENDING_ACTION_KEY);
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    data = null;
  }
  const parsed = pendingActionSchema.safeParse(data);
  const isFresh =
    parsed.success && now - parsed.data.savedAt <= PENDING_ACTION_MAX_AGE_MS && parsed.data.savedAt <= now;
  if (!parsed.success || !isFresh) {
    store?.removeItem(PENDING_ACTION_KEY);
    return null;
  }
  return parsed.data;
}

/**
 * Hands out the held action once if it is `action` on `target` (then it is gone); another page's
 * action stays for that page.
 */
export function takePendingAction(action: string, target: string, now: number = Date.now()): PendingAction | null {
  const pending = readPendingAction(now);
  if (!pending || pending.action !== action || pending.target !== target) return null;
  storage()?.removeItem(PENDING_ACTION_KEY);
  return pending;
}

export function clearPendingAction(): void {
  storage()?.removeItem(PENDING_ACTION_KEY);
}
