// Bearer ID-token middleware: verifies the Firebase ID token and puts the caller on the request.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { DecodedIdToken, UserRecord } from 'firebase-admin/auth';
import { adminAuth } from './admin.js';
import { forbidden, unauthorized } from './errors.js';

export interface Caller {
  uid: string;
  email: string | null;
  isAdmin: boolean;
  token: DecodedIdToken;
}

export interface AuthedRequest extends Request {
  caller: Caller;
}

const BEARER = /^Bearer\s+([A-Za-z0-9._-]{20,4096})$/;

/** The caller of this request if it carries a valid ID token, else null. Never throws for bad tokens. */
export async function callerFrom(req: Request): Promise<Caller | null> {
  const header = req.get('authorization');
  const match = header ? BEARER.exec(header.trim()) : null;
  return match?.[1] ? callerFromIdToken(match[1]) : null;
}

/** Whose ID token this is, verified; null for anything that is not a valid token. */
export async function callerFromIdToken(idToken: string): Promise<Caller | null> {
  try {
    const token = await adminAuth().verifyIdToken(idToken);
    return { uid: token.uid, email: token.email ?? null, isAdmin: token.admin === true, token };
  } catch {
    return null;
  }
}

/** Refuses the request with 401 unless it carries a valid bearer ID token. */
export const requireAuth: RequestHandler = (req: Request, _res: Response, next: NextFunction) => {
  callerFrom(req).then(
    (caller) => {
      if (!caller) return next(unauthorized('A valid bearer ID token is required.'));
      (req as AuthedRequest).caller = caller;
      next();
    },
    (error: unknown) => next(error),
  );
};

/** Refuses with 403 unless the signed-in caller is `uid` (or an admin, where allowed). */
export function assertSelf(req: Request, uid: string, { allowAdmin = false } = {}): Caller {
  const caller = (req as Partial<AuthedRequest>).caller;
  if (!caller) throw unauthorized();
  if (caller.uid === uid || (allowAdmin && caller.isAdmin)) return caller;
  throw forbidden();
}

/** True for the Admin SDK's error about a user that does not exist (any more). */
export function isUserNotFound(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'auth/user-not-found';
}

/**
 * The Auth record of `uid`. An ID token stays valid for up to an hour after its account is deleted,
 * so calls that create data check the account still exists: 401 rather than data for a ghost.
 */
export async function liveUserRecord(uid: string): Promise<UserRecord> {
  try {
    return await adminAuth().getUser(uid);
  } catch (error) {
    if (isUserNotFound(error)) throw unauthorized('This account no longer exists.');
    throw error;
  }
}
