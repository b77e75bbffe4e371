// One structured log line per request: method, path, status and duration, never bodies or tokens.
import type { RequestHandler } from 'express';
import { logger } from 'firebase-functions';

/** Paths whose own words are a secret (a private calendar feed's token): logged as their pattern. */
const SECRET_PATHS: [RegExp, string][] = [[/^\/api\/events\/calendar\/[^/]+$/, '/api/events/calendar/{token}.ics']];

/** The path as it may be logged: a secret path's pattern instead of its token. */
export function loggablePath(path: string): string {
  for (const [pattern, replacement] of SECRET_PATHS) if (pattern.test(path)) return replacement;
  return path;
}

export const requestLog: RequestHandler = (req, res, next) => {
  const started = process.hrtime.bigint();
  res.on('finish', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const entry = { method: req.method, path: loggablePath(req.path), status: res.statusCode, ms: Math.round(ms) };
    if (res.statusCode >= 500) logger.error('api request', entry);
    else logger.info('api request', entry);
  });
  next();
};
