// Where processed listing photos are kept (docs/decisions/013): Cloud Storage through the Admin SDK
// in production and wherever the Storage emulator runs; a disk store (like Rails Active Storage's
// Disk service) on the emulators when the Storage emulator cannot run. The scripts point the disk
// store at the emulators' saved state with MARKETPLACE_PHOTO_DIR (scripts/start.mjs, scripts/test.mjs).
import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { storageBucket } from '../../lib/storage-bucket.js';
import { PHOTO_CACHE_CONTROL } from './photo-cache.js';

export interface PhotoStore {
  readonly kind: 'cloud-storage' | 'disk';
  put(objectPath: string, data: Buffer): Promise<void>;
  /** The object's bytes, or null when there is none. */
  get(objectPath: string): Promise<Buffer | null>;
  /** Removes every object whose path starts with `prefix` (a listing's folder). */
  deletePrefix(prefix: string): Promise<void>;
}

type Env = Record<string, string | undefined>;

/** The disk store's folder: MARKETPLACE_PHOTO_DIR, else a folder under the OS's temporary directory. */
export function diskPhotoDir(env: Env = process.env): string {
  return path.resolve(env.MARKETPLACE_PHOTO_DIR || path.join(tmpdir(), 'recess-marketplace-photos'));
}

/** Object paths are built by photo-paths.ts from validated ids; this refuses anything that climbs out. */
function inside(dir: string, objectPath: string): string {
  const file = path.resolve(dir, objectPath);
  if (!file.startsWith(dir + path.sep)) throw new Error(`Photo path outside the store: ${objectPath}`);
  return file;
}

export function diskPhotoStore(dir: string): PhotoStore {
  return {
    kind: 'disk',
    async put(objectPath, data) {
      const file = inside(dir, objectPath);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside then renamed, so a reader never gets half a photo.
      const partial = `${file}.${process.pid}.${Date.now()}.partial`;
      await writeFile(partial, data);
      await rename(partial, file);
    },
    async get(objectPath) {
      try {
        return await readFile(inside(dir, objectPath));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async deletePrefix(prefix) {
      await rm(inside(dir, prefix), { recursive: true, force: true });
    },
  };
}

export function cloudPhotoStore(bucketName?: string): PhotoStore {
  const bucket = () => storageBucket(bucketName);
  return {
    kind: 'cloud-storage',
    async put(objectPath, data) {
      await bucket()
        .file(objectPath)
        .save(data, {
          resumable: false,
          contentType: 'image/webp',
          // As the serving route says (listing-photos.ts): a deletion must not outlive a CDN's year.
          metadata: { cacheControl: PHOTO_CACHE_CONTROL },
        });
    },
    async get(objectPath) {
      try {
        const [data] = await bucket().file(objectPath).download();
        return data;
      } catch (error) {
        if ((error as { code?: unknown }).code === 404) return null;
        throw error;
      }
    },
    async deletePrefix(prefix) {
      await bucket().deleteFiles({ prefix, force: true });
    },
  };
}

/** Cloud Storage, with the seeded demo photos on disk readable where the store has not got them. */
function withDiskFallback(primary: PhotoStore, fallback: PhotoStore): PhotoStore {
  return { ...primary, get: async (p) => (await primary.get(p)) ?? fallback.get(p) };
}

/** The store for this environment (see the module header). */
export function selectPhotoStore(env: Env = process.env): PhotoStore {
  const storageEmulator = env.STORAGE_EMULATOR_HOST || env.FIREBASE_STORAGE_EMULATOR_HOST;
  const onEmulators = env.FUNCTIONS_EMULATOR === 'true' || Boolean(env.FIRESTORE_EMULATOR_HOST);
  if (storageEmulator) {
    const cloud = cloudPhotoStore(env.MARKETPLACE_PHOTO_BUCKET);
    return env.MARKETPLACE_PHOTO_DIR ? withDiskFallback(cloud, diskPhotoStore(diskPhotoDir(env))) : cloud;
  }
  if (onEmulators) return diskPhotoStore(diskPhotoDir(env));
  return cloudPhotoStore(env.MARKETPLACE_PHOTO_BUCKET);
}

let current: PhotoStore | undefined;

export function photoStore(): PhotoStore {
  current ??= selectPhotoStore();
  return current;
}
