// The one error handler: domain errors as {error}, Firestore's infrastructure errors as 409/503 with
// Retry-After (never a 500), anything else a generic 500 without internals.
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  BUSY_MESSAGE,
  errorHandler,
  fromFirestore,
  INTERNAL_ERROR_MESSAGE,
  RETRY_AFTER_SECONDS,
  TOO_LARGE_MESSAGE,
  UNAVAILABLE_MESSAGE,
} from './errors.js';

/** An error shaped as the Firestore client raises it: the gRPC code as a number. */
const grpcError = (code: number, message: string) => Object.assign(new Error(message), { code });

function answerFor(error: unknown) {
  const app = express();
  app.get('/x', () => {
    throw error;
  });
  app.use(errorHandler);
  return request(app).get('/x');
}

describe('errorHandler', () => {
  it('answers contention that outlasted every attempt with 409 and Retry-After', async () => {
    const res = await answerFor(grpcError(10, '10 ABORTED: Too much contention on these documents.'));
    expect(res.status).toBe(409);
    expect(res.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(res.body).toEqual({ error: BUSY_MESSAGE });
  });

  it.each([
    [4, '4 DEADLINE_EXCEEDED: Deadline exceeded'],
    [8, '8 RESOURCE_EXHAUSTED: Quota exceeded.'],
    [14, '14 UNAVAILABLE: No connection established'],
  ])('answers a busy or unreachable backend (code %i) with 503 and Retry-After', async (code, message) => {
    const res = await answerFor(grpcError(code, message));
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(res.body).toEqual({ error: UNAVAILABLE_MESSAGE });
  });

  it.each([
    '3 INVALID_ARGUMENT: Document exceeds maximum size: 1048576',
    '3 INVALID_ARGUMENT: maximum entity size is 1048576 bytes',
    '3 INVALID_ARGUMENT: The value of property "title" is longer than 1048487 bytes.',
  ])('answers a document over the size limit with 409 (%s)', async (message) => {
    const res = await answerFor(grpcError(3, message));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: TOO_LARGE_MESSAGE });
  });

  it.each([
    '3 INVALID_ARGUMENT: Transaction is invalid or closed.',
    '3 INVALID_ARGUMENT: The referenced transaction has expired or is no longer valid.',
  ])('answers a transaction that expired under contention with 409 and Retry-After (%s)', async (message) => {
    const res = await answerFor(grpcError(3, message));
    expect(res.status).toBe(409);
    expect(res.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(res.body).toEqual({ error: BUSY_MESSAGE });
  });

  it('keeps anything else a generic 500 with no internals', async () => {
    const res = await answerFor(new Error('secret internals at /srv/app.js:12'));
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: INTERNAL_ERROR_MESSAGE });
    expect(fromFirestore(grpcError(3, '3 INVALID_ARGUMENT: bad path'))).toBeNull();
    expect(fromFirestore('ABORTED')).toBeNull();
  });
});
