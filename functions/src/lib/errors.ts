// Domain errors and the one place they become HTTP answers of the form {error: string}.
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { logger } from 'firebase-functions';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
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
  const known = error instanceof HttpError ? error : fromBodyParser(error);
  if (known) {
    if (known.status >= 500)
      logger.error('request failed', { path: req.path, method: req.method, error: known.message });
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
