// Cloud Functions entry point: global options and re-exports only.
import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './http/app.js';
import { REGION } from './lib/config.js';

setGlobalOptions({ region: REGION, maxInstances: 20 });

export const api = onRequest({ region: REGION, memory: '256MiB', timeoutSeconds: 30 }, createApp());

export { publicRegistrySync } from './registry/sync-public-registry.js';
