// One structured log line per request: method, path, status and duration, never bodies or tokens.
import type { RequestHandler } from 'express';
import { logger } from 'firebase-functions';

export const requestLog: RequestHandler = (req, res, next) => {
  const started = process.hrtime.bigint();
  res.on('finish', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const entry = { method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms) };
    if (res.statusCode >= 500) logger.error('api request', entry);
    else logger.info('api request', entry);
  });
  next();
};
