// The local data `npm start` keeps between runs: one folder, replaced whole by each save, so a crash
// loses at most one save interval and never leaves half a folder (docs/decisions/011).
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

const METADATA = 'firebase-export-metadata.json';

/**
 * The listing photos' disk store inside a save (functions/src/marketplace/photos/photo-store.ts): no
 * emulator exports it, so each swap carries it from the old copy into the new one.
 */
export const PHOTOS_DIR = 'marketplace-photos';

/** The saved folder and its siblings: the copy being replaced, a save in progress, the save on exit. */
export function statePaths(state) {
  return {
    state,
    previous: `${state}.previous`,
    next: `${state}.next`,
    exit: `${state}.exit`,
    pids: `${state}.pids.json`,
  };
}

/**
 * Why `dir` is not a whole export holding each of `required` (firestore, auth, ...), or null when it
 * is. Cheap: it checks the metadata and the files it names, not every record.
 */
export function exportProblem(dir, required = ['firestore', 'auth']) {
  if (!existsSync(dir)) return 'the folder is missing';
  let metadata;
  try {
    metadata = JSON.parse(readFileSync(path.join(dir, METADATA), 'utf8'));
  } catch (error) {
    return error.code === 'ENOENT' ? `${METADATA} is missing` : `${METADATA} cannot be read (${error.message})`;
  }
  for (const name of required) {
    const part = metadata?.[name];
    if (!part?.path) return `it holds no ${name} data`;
    if (!existsSync(path.join(dir, part.path))) return `${part.path} is missing`;
  }
  if (metadata.firestore && !existsSync(path.join(dir, metadata.firestore.metadata_file ?? ''))) {
    return 'the Firestore export metadata is missing';
  }
  if (metadata.auth) {
    try {
      JSON.parse(readFileSync(path.join(dir, metadata.auth.path, 'accounts.json'), 'utf8'));
    } catch (error) {
      return `the Auth accounts cannot be read (${error.message})`;
    }
  }
  return null;
}

/** When the export in `dir` was finished (its metadata is written last). */
function savedAt(dir) {
  return statSync(path.join(dir, METADATA)).mtimeMs;
}

/**
 * Puts the whole export `dir` in place of `state`. Two renames: a crash between them leaves the
 * old copy at `.previous` and the new one at `dir`, and recoverState() picks the newer.
 */
export function swapIn(dir, state) {
  const { previous } = statePaths(state);
  const photos = path.join(state, PHOTOS_DIR);
  if (existsSync(photos) && !existsSync(path.join(dir, PHOTOS_DIR))) renameSync(photos, path.join(dir, PHOTOS_DIR));
  if (dir === previous) {
    // Recovering the copy a swap had moved aside: whatever is at `state` is older or unreadable.
    rmSync(state, { recursive: true, force: true });
  } else {
    rmSync(previous, { recursive: true, force: true });
    if (existsSync(state)) renameSync(state, previous);
  }
  renameSync(dir, state);
  rmSync(previous, { recursive: true, force: true });
}

/** Thrown when saved data exists but none of it can be read: starting would replace it. */
export class UnreadableStateError extends Error {}

/**
 * Makes `state` the newest whole save before the emulators import it: a save that was finished
 * but not yet swapped in (a crash or kill mid-way) wins over an older one. Returns what it did,
 * for the console: 'seeded' (first start, demo data), 'kept', or 'recovered'. A saved folder that
 * cannot be read is moved aside, never deleted; with no good copy at all it throws.
 */
export function recoverState(state, seed) {
  const paths = statePaths(state);
  const candidates = [paths.state, paths.next, paths.exit, paths.previous].filter((dir) => existsSync(dir));
  const whole = candidates.filter((dir) => exportProblem(dir) === null);
  const newest = whole.sort((a, b) => savedAt(b) - savedAt(a))[0];
  const stateProblem = existsSync(state) ? exportProblem(state) : null;

  if (!newest) {
    if (candidates.length === 0) {
      cpSync(seed, state, { recursive: true });
      return { action: 'seeded' };
    }
    const problems = candidates.map((dir) => `${path.basename(dir)}: ${exportProblem(dir)}`).join('; ');
    throw new UnreadableStateError(
      `The saved local data in ${state} cannot be read (${problems}). ` +
        'Nothing was started and nothing was changed. Move the folder aside to keep it, or run ' +
        '`npm run reset` to start again from the demo data.',
    );
  }

  let movedAside = null;
  if (newest !== state && stateProblem) {
    movedAside = `${state}.unreadable-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(state, movedAside);
  }
  if (newest !== state) swapIn(newest, state);
  for (const dir of [paths.next, paths.exit, paths.previous]) rmSync(dir, { recursive: true, force: true });
  return newest === state ? { action: 'kept' } : { action: 'recovered', from: newest, movedAside, stateProblem };
}

/**
 * Removes the temporary folders firebase-tools leaves in `cwd` (the repository root) when an export
 * fails half-way: those made at or after `since` (ms), or all of them when no emulators run.
 */
export function removeAbandonedExports(cwd, since = 0) {
  for (const name of readdirSync(cwd)) {
    if (!name.startsWith('firebase-export-')) continue;
    const dir = path.join(cwd, name);
    if (statSync(dir).mtimeMs >= since) rmSync(dir, { recursive: true, force: true });
  }
}
