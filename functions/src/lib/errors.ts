// Domain errors and the one place they become HTTP answers of the form {error: string}.
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { logger } from 'firebase-functions';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Seconds the client should wait before trying again (sent as Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message = 'The request is not valid.') => new HttpError(400, message);
export const unauthorized = (message = 'Sign in to continue.') => new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do that.') => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message = 'That conflicts with the current state.') => new HttpError(409, message);
export const tooManyRequests = (message = 'Too many requests. Please wait a moment and try again.') =>
  new HttpError(429, message);

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
export const BUSY_MESSAGE = 'Many people are doing this right now. Please try again in a moment.';
export const UNAVAILABLE_MESSAGE = 'This is unavailable for a moment. Please try again shortly.';
export const TOO_LARGE_MESSAGE = 'This is too large to save. Remove something and try again.';

/** Seconds a client should wait after contention or an outage. */
export const RETRY_AFTER_SECONDS = 2;

export const serviceUnavailable = (message = UNAVAILABLE_MESSAGE) => new HttpError(503, message, RETRY_AFTER_SECONDS);

/** gRPC status codes the Firestore and Auth clients report (google.rpc.Code). */
const GRPC = { INVALID_ARGUMENT: 3, DEADLINE_EXCEEDED: 4, RESOURCE_EXHAUSTED: 8, ABORTED: 10, UNAVAILABLE: 14 };

/**
 * Firestore's infrastructure errors as domain errors: contention after every attempt of a
 * transaction (409 with Retry-After), an overloaded or unreachable backend (503 with Retry-After),
 * a document over the size limit (409). Anything else is not ours to translate (null).
 */
export function fromFirestore(error: unknown): HttpError | null {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case GRPC.ABORTED:
      return new HttpError(409, BUSY_MESSAGE, RETRY_AFTER_SECONDS);
    case GRPC.DEADLINE_EXCEEDED:
    case GRPC.RESOURCE_EXHAUSTED:
    case GRPC.UNAVAILABLE:
      return serviceUnavailable();
    case GRPC.INVALID_ARGUMENT: {
      // The INVALID_ARGUMENTs a validated write can meet: a document or field over its size limit,
      // and a transaction that outlived its locks under contention (it expired or was closed).
      const message = error instanceof Error ? error.message : '';
      if (/transaction (is invalid or closed|has expired)/i.test(message)) {
        return new HttpError(409, BUSY_MESSAGE, RETRY_AFTER_SECONDS);
      }
      return /exceeds|too (large|big)|maximum|longer than/i.test(message)
        ? new HttpError(409, TOO_LARGE_MESSAGE)
        : null;
    }
    default:
      return null;
  }
}

/** Unknown /api paths answer 404 JSON rather than an HTML page. */
export const notFoundHandler: RequestHandler = (_req, _res, next) => {
  next(notFound('No such API endpoint.'));
};

interface BodyParserError {
  type?: string;
  status?: number;
}

/** Errors Express and body-parser raise for malformed requests, as domain errors (never a 500). */
function fromBodyParser(error: unknown): HttpError | null {
  const e = error as BodyParserError & { message?: string };
  // The router cannot percent-decode a path segment such as `%E0%A4%A`.
  if (e?.status === 400 && e.message?.startsWith('Failed to decode param')) {
    return badRequest('The request path is not valid.');
  }
  if (e?.type === 'entity.parse.failed') return badRequest('The request body is not valid JSON.');
  if (e?.type === 'entity.too.large') return new HttpError(413, 'The request body is too large.');
  if (e?.type === 'encoding.unsupported' || e?.type === 'charset.unsupported') {
    return new HttpError(415, 'The request body encoding is not supported.');
  }
  return null;
}

export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
  void next;
  const known = error instanceof HttpError ? error : (fromBodyParser(error) ?? fromFirestore(error));
  if (known) {
    if (known.status >= 500 || known.retryAfterSeconds)
      logger.warn('request refused', {
        path: req.path,
        method: req.method,
        status: known.status,
        error: String(error),
      });
    if (known.retryAfterSeconds) res.set('Retry-After', String(known.retryAfterSeconds));
    res.status(known.status).json({ error: known.message });
    return;
  }
  logger.error('unexpected error', {
    path: req.path,
    method: req.method,
    error: error instanceof Error ? { message: error.message, stack: error.stack } : String(error),
  });
  res.status(500).json({ error: INTERNAL_ERROR_MESSAGE });
};
