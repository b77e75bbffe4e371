// One structured log line per request: method, path, status and duration, never bodies or tokens;
// and the same duration to the caller, up to the moment the headers went out, as `Server-Timing`
// (browsers' developer tools and the bench read it; it says nothing but how long the API took).
import type { RequestHandler, Response } from 'express';
import { logger } from 'firebase-functions';

/** Paths whose own words are a secret (a private calendar feed's token): logged as their pattern. */
const SECRET_PATHS: [RegExp, string][] = [[/^\/api\/events\/calendar\/[^/]+$/, '/api/events/calendar/{token}.ics']];

/** The path as it may be logged: a secret path's pattern instead of its token. */
export function loggablePath(path: string): string {
  for (const [pattern, replacement] of SECRET_PATHS) if (pattern.test(path)) return replacement;
  return path;
}

/** The Server-Timing entry of the API's own time. */
export const SERVER_TIMING_NAME = 'api';

export const requestLog: RequestHandler = (req, res, next) => {
  const started = process.hrtime.bigint();
  const elapsed = () => Number(process.hrtime.bigint() - started) / 1e6;
  // Node writes the headers through writeHead, also when a handler only calls send() or end().
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
  res.writeHead = ((...args: unknown[]) => {
    if (!res.headersSent) res.setHeader('Server-Timing', `${SERVER_TIMING_NAME};dur=${elapsed().toFixed(1)}`);
    return writeHead(...args);
  }) as typeof res.writeHead;
  res.on('finish', () => {
    const ms = elapsed();
    const entry = { method: req.method, path: loggablePath(req.path), status: res.statusCode, ms: Math.round(ms) };
    if (res.statusCode >= 500) logger.error('api request', entry);
    else logger.info('api request', entry);
  });
  next();
};
