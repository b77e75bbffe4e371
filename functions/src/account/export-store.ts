// Where data exports are written: Cloud Storage in production (and wherever the Storage emulator
// runs), a folder on disk on the emulators without it, chosen as the listing photos' store chooses
// (marketplace/photos/photo-store.ts). An export is written as numbered parts (each rewritten whole
// when a task is retried, so nothing is appended twice), then joined into one file.
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile, appendFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { storageBucket } from '../lib/storage-bucket.js';

export interface ExportStore {
  readonly kind: 'cloud-storage' | 'disk';
  put(objectPath: string, data: string): Promise<void>;
  /** Joins `parts` in order into `objectPath` (replacing it), without holding them in memory. */
  join(parts: string[], objectPath: string): Promise<void>;
  /** The object's bytes as a stream, or null when there is none. */
  read(objectPath: string): Promise<Readable | null>;
  /** Production: a signed link the browser downloads from directly (no 32 MiB response limit). */
  signedUrl?(objectPath: string, fileName: string, ttlMs: number): Promise<string>;
  deletePrefix(prefix: string): Promise<void>;
}

type Env = Record<string, string | undefined>;

/** Every export of `uid` lives under this prefix, so deleting the account removes them all. */
export const exportPrefix = (uid: string) => `account-exports/${uid}/`;
export const exportJobPrefix = (uid: string, jobId: string) => `${exportPrefix(uid)}${jobId}/`;
export const exportPartPath = (uid: string, jobId: string, part: number) =>
  `${exportJobPrefix(uid, jobId)}parts/${String(part).padStart(6, '0')}.json`;
export const exportFilePath = (uid: string, jobId: string) => `${exportJobPrefix(uid, jobId)}export.json`;

/** The disk store's folder: ACCOUNT_EXPORT_DIR, else a folder under the OS's temporary directory. */
export function diskExportDir(env: Env = process.env): string {
  return path.resolve(env.ACCOUNT_EXPORT_DIR || path.join(tmpdir(), 'recess-account-exports'));
}

function inside(dir: string, objectPath: string): string {
  const file = path.resolve(dir, objectPath);
  if (!file.startsWith(dir + path.sep)) throw new Error(`Export path outside the store: ${objectPath}`);
  return file;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export function diskExportStore(dir: string): ExportStore {
  // Written aside then renamed, so a reader (or a retried join) never sees half a file.
  const replace = async (file: string, write: (partial: string) => Promise<void>) => {
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${randomUUID()}.partial`;
    await write(partial);
    await rename(partial, file);
  };
  return {
    kind: 'disk',
    put: (objectPath, data) => replace(inside(dir, objectPath), (partial) => writeFile(partial, data)),
    join: (parts, objectPath) =>
      replace(inside(dir, objectPath), async (partial) => {
        await writeFile(partial, '');
        // One part in memory at a time (a page of documents).
        for (const part of parts) await appendFile(partial, await readFile(inside(dir, part)));
      }),
    async read(objectPath) {
      const file = inside(dir, objectPath);
      try {
        await stat(file);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      return createReadStream(file);
    },
    async deletePrefix(prefix) {
      await rm(inside(dir, prefix), { recursive: true, force: true });
    },
  };
}

/** Cloud Storage composes at most 32 objects in one call. */
const COMPOSE_MAX = 32;

export function cloudExportStore(bucketName?: string): ExportStore {
  const bucket = () => storageBucket(bucketName);
  return {
    kind: 'cloud-storage',
    async put(objectPath, data) {
      await bucket().file(objectPath).save(data, { resumable: false, contentType: 'application/json' });
    },
    async join(parts, objectPath) {
      // Composed in groups, each group onto what the previous ones made; Storage copies the bytes.
      const target = bucket().file(objectPath);
      let first = true;
      for (let i = 0; i < parts.length || first;) {
        const take = first ? COMPOSE_MAX : COMPOSE_MAX - 1;
        const group = parts.slice(i, i + take).map((p) => bucket().file(p));
        await bucket().combine(first ? group : [target, ...group], target);
        i += take;
        first = false;
      }
      await target.setMetadata({ contentType: 'application/json' });
    },
    async read(objectPath) {
      const file = bucket().file(objectPath);
      const [exists] = await file.exists();
      return exists ? file.createReadStream() : null;
    },
    async signedUrl(objectPath, fileName, ttlMs) {
      const [url] = await bucket()
        .file(objectPath)
        .getSignedUrl({
          version: 'v4',
          action: 'read',
          expires: Date.now() + ttlMs,
          responseDisposition: `attachment; filename="${fileName}"`,
        });
      return url;
    },
    async deletePrefix(prefix) {
      await bucket().deleteFiles({ prefix, force: true });
    },
  };
}

/** The store for this environment (see the module header). */
export function selectExportStore(env: Env = process.env): ExportStore {
  const storageEmulator = env.STORAGE_EMULATOR_HOST || env.FIREBASE_STORAGE_EMULATOR_HOST;
  const onEmulators = env.FUNCTIONS_EMULATOR === 'true' || Boolean(env.FIRESTORE_EMULATOR_HOST);
  if (!storageEmulator && onEmulators) return diskExportStore(diskExportDir(env));
  const cloud = cloudExportStore(env.ACCOUNT_EXPORT_BUCKET);
  // The Storage emulator cannot sign links: the api streams the file there.
  return storageEmulator ? { ...cloud, signedUrl: undefined } : cloud;
}

let current: ExportStore | undefined;

export function exportStore(): ExportStore {
  current ??= selectExportStore();
  return current;
}
