// What the API accepts before any route sees a request: JSON bodies only, uncompressed, at most
// MAX_JSON_BODY_BYTES, except a listing photo upload (an image up to 10 MB, its type sniffed by
// the photo pipeline); and 405 (not 404) for a known path called with the wrong method.
import express, { type Request, type RequestHandler, type Router } from 'express';
import { MAX_JSON_BODY_BYTES } from './config.js';
import { HttpError } from './errors.js';
import { MARKETPLACE_LIMITS, PHOTO_TOO_LARGE_MESSAGE } from '../shared/marketplace.js';

export const BODY_TOO_LARGE_MESSAGE = 'The request body is too large.';
export const JSON_ONLY_MESSAGE = 'Send the request body as JSON (Content-Type: application/json).';
export const ENCODING_MESSAGE = 'Send the request body uncompressed.';
export const METHOD_NOT_ALLOWED_MESSAGE = 'This endpoint does not accept that method.';

/** The body as the Functions runtime received it (it parses and inflates every body before us). */
function rawBodyLength(req: Request): number | null {
  const raw = (req as Request & { rawBody?: unknown }).rawBody;
  return Buffer.isBuffer(raw) ? raw.length : null;
}

function declaredLength(req: Request): number {
  const length = Number(req.get('content-length') ?? 0);
  return Number.isFinite(length) && length > 0 ? length : 0;
}

/**
 * The runtime has already read the body (up to 32 MB, gunzipped, as JSON, text, form or bytes), so
 * Express's own limit never applies there: this checks what it handed over. Order matters: an
 * oversized body is 413 whatever its type or encoding, so a gzip bomb is refused by its inflated size.
 */
export const jsonBodyGuard: RequestHandler = (req, _res, next) => {
  const raw = rawBodyLength(req);
  const size = raw ?? declaredLength(req);
  const hasBody = size > 0 || req.get('transfer-encoding') !== undefined;
  if (isPhotoUpload(req)) return photoBodyGuard(req, size, next);
  if (size > MAX_JSON_BODY_BYTES) return next(new HttpError(413, BODY_TOO_LARGE_MESSAGE));
  if (!hasBody) return next();
  const encoding = (req.get('content-encoding') ?? 'identity').trim().toLowerCase();
  if (encoding !== 'identity') return next(new HttpError(415, ENCODING_MESSAGE));
  // A plain cross-site form (urlencoded, multipart, text/plain) can never file a claim or application.
  if (!req.is('application/json')) return next(new HttpError(415, JSON_ONLY_MESSAGE));
  next();
};

/** POST /api/marketplace/listings/{id}/photos and /api/events/submissions/{id}/picture: the routes whose body is an image, not JSON. */
export function isPhotoUpload(req: Request): boolean {
  return (
    req.method === 'POST' &&
    /^\/api\/(marketplace\/listings\/[^/]+\/photos|events\/submissions\/[^/]+\/picture)\/?$/.test(req.path)
  );
}

/** Any type (the pipeline sniffs the bytes and answers 415 itself), at most photoMaxBytes, uncompressed. */
function photoBodyGuard(req: Request, size: number, next: (error?: unknown) => void): void {
  if (size > MARKETPLACE_LIMITS.photoMaxBytes) return next(new HttpError(413, PHOTO_TOO_LARGE_MESSAGE));
  const encoding = (req.get('content-encoding') ?? 'identity').trim().toLowerCase();
  if (encoding !== 'identity') return next(new HttpError(415, ENCODING_MESSAGE));
  next();
}

/**
 * Where Express parses (tests, other hosts): the photo upload's body as bytes, with the photo
 * message for a body that turns out longer than it declared.
 */
export const photoUploadBody: RequestHandler = (req, res, next) => {
  if (!isPhotoUpload(req)) return next();
  rawImage(req, res, (error?: unknown) => {
    if ((error as { type?: string } | undefined)?.type === 'entity.too.large') {
      return next(new HttpError(413, PHOTO_TOO_LARGE_MESSAGE));
    }
    next(error);
  });
};
const rawImage = express.raw({ type: () => true, limit: MARKETPLACE_LIMITS.photoMaxBytes, inflate: false });

interface RouteLayer {
  route?: { methods: Record<string, boolean> };
  match(path: string): boolean;
}

/** A known path with another method: 405 with the Allow header, instead of "no such endpoint". */
export function methodNotAllowed(routers: readonly Router[], mount: string): RequestHandler {
  return (req, res, next) => {
    if (!req.path.startsWith(`${mount}/`)) return next();
    const path = req.path.slice(mount.length);
    const allowed = new Set<string>();
    for (const router of routers) {
      for (const layer of router.stack as unknown as RouteLayer[]) {
        if (!layer.route || !layer.match(path)) continue;
        for (const method of Object.keys(layer.route.methods)) allowed.add(method.toUpperCase());
      }
    }
    if (allowed.size === 0) return next();
    if (allowed.has('GET')) allowed.add('HEAD');
    res.set('Allow', [...allowed].sort().join(', '));
    next(new HttpError(405, METHOD_NOT_ALLOWED_MESSAGE));
  };
}
