// `npm run bench:chat`: the brief's realtime chat budget, "a chat message reaches 50 clients in one
// room with p95 at most 300 ms on the emulators", measured against running emulators (Auth 9099,
// Firestore 8080; `npm start`, or `npm run bench`, which runs this too). Never a timed test.
// - A throwaway event `bench-chat-<timestamp>` (status 'scheduled'), a sender with users/{uid}.first
//   and 50 listener accounts, all made through the Admin SDK or the Auth emulator.
// - 50 separate Firestore clients, each signed in as its own listener and holding the chat's newest
//   messages query (web/src/features/events/api/chat.ts `newestMessagesQuery`).
// - 20 messages are written in the shape the chat api stores (under a sender id of the room, no
//   uid; one every 2.2 s, the api's 2-second gap) with the Admin SDK, as the api does; each
//   listener's latency is from just before the write to its first snapshot holding the message:
//   1,000 samples. The api's own hop (token check, screen, transaction) is not in these numbers.
// Prints p50, p95, p99 and max, writes reports/bench-chat.json, and removes everything it made. It
// exits non-zero only on an error; a missed budget is a number in the report, not a failure here.
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  getFirestore,
  limit,
  onSnapshot,
  orderBy,
  query,
  terminate,
  where,
} from 'firebase/firestore';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { projectId, root } from './lib/emulator-env.mjs';

const AUTH_HOST = '127.0.0.1:9099';
const FIRESTORE_HOST = '127.0.0.1:8080';
const CLIENTS = 50;
const MESSAGES = 20;
const GAP_MS = 2200;
/** The rules' gap between one sender's messages, plus a margin for the server's clock. */
const RULES_GAP_MS = 2000 + 100;
const BUDGET_MS = 300;
const DELIVERY_TIMEOUT_MS = 10_000;
const REPORT = path.join(root, 'reports', 'bench-chat.json');

process.env.FIRESTORE_EMULATOR_HOST = FIRESTORE_HOST;
process.env.FIREBASE_AUTH_EMULATOR_HOST = AUTH_HOST;
// No Google Cloud metadata server here: the Admin SDK needs no credentials against the emulators.
process.env.METADATA_SERVER_DETECTION ??= 'none';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const run = randomBytes(4).toString('hex');
const eventId = `bench-chat-${Date.now()}`;
const config = { apiKey: 'demo-key', authDomain: `${projectId}.firebaseapp.com`, projectId };

const adminApp = initializeAdminApp({ projectId }, `bench-chat-admin-${run}`);
const adminAuth = getAdminAuth(adminApp);
const adminDb = getAdminFirestore(adminApp);
const eventRef = adminDb.collection('events').doc(eventId);

const uids = [];
const clients = [];
let exitCode = 0;

/** A Firestore client of its own (app, auth, db), signed in as a new account. */
async function openClient(name, index) {
  const email = `bench-chat-${run}-${name}@example.com`;
  const password = randomBytes(12).toString('hex');
  const user = await adminAuth.createUser({ email, password, displayName: `Bench ${name}` });
  uids.push(user.uid);
  const app = initializeApp(config, `bench-chat-${name}-${run}-${index}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${AUTH_HOST}`, { disableWarnings: true });
  const db = getFirestore(app);
  const [host, port] = FIRESTORE_HOST.split(':');
  connectFirestoreEmulator(db, host, Number(port));
  await signInWithEmailAndPassword(auth, email, password);
  const client = { name, app, db, uid: user.uid, unsubscribe: () => {} };
  clients.push(client);
  return client;
}

/** web/src/features/events/api/chat.ts `newestMessagesQuery`. */
const newestMessagesQuery = (db) =>
  query(
    collection(db, 'events', eventId, 'messages'),
    where('hidden', '==', false),
    orderBy('createdAt', 'desc'),
    limit(50),
  );

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const started = performance.now();
try {
  // --- the room, the sender and the listeners -----------------------------------------------------
  await eventRef.set({
    title: 'Chat benchmark (throwaway)',
    citySlug: 'bench',
    status: 'scheduled',
    createdAt: new Date(),
  });
  const sender = await openClient('sender', 0);
  const firstName = 'Bench';
  const senderId = randomBytes(16).toString('base64url');
  await adminDb.collection('users').doc(sender.uid).set({ first: firstName, last: 'Sender' });

  /** messageId → performance.now() just before its commit. */
  const sentAt = new Map();
  /** messageId → (listener index → latency ms). */
  const seen = new Map();
  let listenerError = null;
  const onDelivery = new Set();

  const listeners = await Promise.all(Array.from({ length: CLIENTS }, (_, i) => openClient(`listener-${i}`, i + 1)));
  console.log(
    `Chat benchmark: room events/${eventId}, ${CLIENTS} listener clients signed in (${Math.round(performance.now() - started)} ms)`,
  );
  await Promise.all(
    listeners.map(
      (listener, i) =>
        new Promise((resolve, reject) => {
          let first = true;
          listener.unsubscribe = onSnapshot(
            newestMessagesQuery(listener.db),
            (snap) => {
              const now = performance.now();
              for (const d of snap.docs) {
                const sent = sentAt.get(d.id);
                const byListener = seen.get(d.id);
                if (sent === undefined || !byListener || byListener.has(i)) continue;
                byListener.set(i, now - sent);
                for (const wake of onDelivery) wake();
              }
              // The first snapshot from the server, not from the empty local cache.
              if (first && !snap.metadata.fromCache) {
                first = false;
                resolve();
              }
            },
            (error) => {
              listenerError ??= error;
              reject(error);
              for (const wake of onDelivery) wake();
            },
          );
        }),
    ),
  );
  console.log(`All ${CLIENTS} listeners have their first snapshot (${Math.round(performance.now() - started)} ms)`);

  // --- the messages -------------------------------------------------------------------------------
  /** How long each commit took to resolve for the sender (context for the latencies). */
  const commits = [];
  let lastSend = -Infinity;
  let lastCommitted = -Infinity;
  for (let m = 0; m < MESSAGES; m += 1) {
    const wait = Math.max(lastSend + GAP_MS, lastCommitted + RULES_GAP_MS) - performance.now();
    if (wait > 0) await sleep(wait);
    const message = eventRef.collection('messages').doc();
    const write = adminDb.batch();
    write.create(message, {
      senderId,
      firstName,
      text: `Bench message ${m + 1} of ${MESSAGES}, sent at ${Date.now()}`,
      createdAt: FieldValue.serverTimestamp(),
      hidden: false,
    });
    write.set(eventRef.collection('chatMarkers').doc(sender.uid), {
      uid: sender.uid,
      senderId,
      lastMessageAt: new Date(),
      messageId: message.id,
    });
    seen.set(message.id, new Map());
    lastSend = performance.now();
    sentAt.set(message.id, lastSend);
    await write.commit();
    lastCommitted = performance.now();
    commits.push(lastCommitted - lastSend);
    if (listenerError) throw listenerError;
  }

  // Until every listener has every message, or the timeout.
  const deadline = performance.now() + DELIVERY_TIMEOUT_MS;
  const delivered = () => [...seen.values()].reduce((sum, byListener) => sum + byListener.size, 0);
  while (delivered() < MESSAGES * CLIENTS && performance.now() < deadline && !listenerError) {
    await new Promise((resolve) => {
      const wake = () => {
        onDelivery.delete(wake);
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(wake, Math.max(0, deadline - performance.now()));
      onDelivery.add(wake);
    });
  }
  if (listenerError) throw listenerError;

  // --- the numbers --------------------------------------------------------------------------------
  const samples = [...seen.values()].flatMap((byListener) => [...byListener.values()]).sort((a, b) => a - b);
  const missing = MESSAGES * CLIENTS - samples.length;
  const round = (ms) => Math.round(ms * 10) / 10;
  const p50 = round(percentile(samples, 50));
  const p95 = round(percentile(samples, 95));
  const p99 = round(percentile(samples, 99));
  const max = round(samples.at(-1) ?? NaN);
  const pass = missing === 0 && p95 <= BUDGET_MS;
  const median = (values) =>
    round(
      percentile(
        [...values].sort((a, b) => a - b),
        50,
      ),
    );
  /** Per message, the first and the last listener to see it: the write path against the fan-out. */
  const firstSeen = median([...seen.values()].filter((b) => b.size).map((b) => Math.min(...b.values())));
  const lastSeen = median([...seen.values()].filter((b) => b.size).map((b) => Math.max(...b.values())));
  const rows = [
    ['clients', String(CLIENTS)],
    ['messages', String(MESSAGES)],
    ['samples', `${samples.length}${missing ? ` (${missing} not delivered within ${DELIVERY_TIMEOUT_MS} ms)` : ''}`],
    ['p50', `${p50} ms`],
    ['p95', `${p95} ms`],
    ['p99', `${p99} ms`],
    ['max', `${max} ms`],
    [
      'context',
      `commit resolved p50 ${median(commits)} ms; per message, first listener p50 ${firstSeen} ms, last ${lastSeen} ms`,
    ],
    ['budget', `p95 <= ${BUDGET_MS} ms: ${pass ? 'ok' : 'MISSED'}`],
  ];
  console.log('\nChat message to every listener in the room (commit start -> first snapshot with it)');
  for (const [label, value] of rows) console.log(`  ${label.padEnd(9)} ${value}`);
  mkdirSync(path.dirname(REPORT), { recursive: true });
  writeFileSync(
    REPORT,
    `${JSON.stringify({ clients: CLIENTS, messages: MESSAGES, samples: samples.length, missing, p50, p95, p99, max, budgetMs: BUDGET_MS, pass }, null, 2)}\n`,
  );
  console.log(`  report    ${path.relative(root, REPORT)}`);
} catch (error) {
  console.error('Chat benchmark failed:', error);
  exitCode = 1;
} finally {
  // --- clean up: listeners, apps, the room with its messages, the accounts ------------------------
  const quietly = (promise) => Promise.resolve(promise).catch(() => {});
  for (const client of clients) client.unsubscribe();
  await Promise.all(
    clients.map(async (client) => {
      await quietly(terminate(client.db));
      await quietly(deleteApp(client.app));
    }),
  );
  await quietly(adminDb.recursiveDelete(eventRef));
  await quietly(Promise.all(uids.map((uid) => adminDb.collection('users').doc(uid).delete())));
  await quietly(adminAuth.deleteUsers(uids));
  await quietly(deleteAdminApp(adminApp));
  console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
process.exit(exitCode);
