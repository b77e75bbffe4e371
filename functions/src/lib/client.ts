// Who sent a request, as far as rate limits are concerned: the signed-in account, or else the
// address the platform saw. Never a header the client writes (docs/decisions/010-client-address.md).
import type { Request } from 'express';
import { defineInt } from 'firebase-functions/params';

/**
 * How many proxies in front of the function append a hop to `X-Forwarded-For`. Deployed behind
 * Firebase Hosting that is 2: Hosting appends the visitor's address, and Google's front end in front
 * of Cloud Run appends Hosting's. The Hosting and Functions emulators append none (0, set in
 * functions/.env.demo-recess). Every entry to the left of the trusted hops was written by the client.
 */
export const TRUSTED_PROXY_HOPS = defineInt('TRUSTED_PROXY_HOPS', {
  default: 2,
  description: 'Proxies in front of the api function that append to X-Forwarded-For (2 behind Firebase Hosting).',
});

/** The count of trusted hops, read per request (params are not available while deploying). */
export function trustedHops(): number {
  const hops = TRUSTED_PROXY_HOPS.value();
  return Number.isInteger(hops) && hops >= 0 && hops <= 10 ? hops : 2;
}

/**
 * Express's `trust proxy` as a function: the socket's peer is hop 0, the right-most forwarded
 * entry hop 1, and so on; `req.ip` becomes the entry the last trusted proxy appended.
 */
export function trustProxy(_address: string, hop: number): boolean {
  return hop < trustedHops();
}

/** The address the last trusted proxy saw; 'unknown' when the runtime hides the socket (emulator). */
export function clientAddress(req: Request): string {
  return req.ip ?? 'unknown';
}
