// npm start's saved data on disk: whole saves only, the newest one wins after a crash, and saved
// data that cannot be read stops the start instead of being replaced by the demo data.
import assert from 'node:assert/strict';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, beforeEach, describe, it } from 'node:test';
import { root } from '../lib/emulator-env.mjs';
import {
  exportProblem,
  recoverState,
  removeAbandonedExports,
  statePaths,
  swapIn,
  PHOTOS_DIR,
  UnreadableStateError,
} from '../lib/emulator-state.mjs';

const demoData = path.join(root, 'emulator-data');
const scratch = mkdtempSync(path.join(tmpdir(), 'recess-state-test-'));
const work = path.join(scratch, 'work');
const state = path.join(work, 'state');
const paths = statePaths(state);
after(() => rmSync(scratch, { recursive: true, force: true }));

// The tests copy the demo data a dozen times: a copy with one listing's photos (of the 1,100 files
// in the demo's photo folder) keeps them about the files the swap moves, not the disk's speed.
const seed = path.join(scratch, 'seed');
const listingPhotos = path.join(demoData, PHOTOS_DIR, 'listings');
const keptListing = path.join(listingPhotos, readdirSync(listingPhotos).sort()[0]);
cpSync(demoData, seed, {
  recursive: true,
  filter: (src) => path.dirname(src) !== listingPhotos || src === keptListing,
});
mkdirSync(work);

/** A whole export (a copy of the demo data), marked so a test can tell copies apart, finished at `at`. */
function wholeExport(dir, mark, at = new Date()) {
  cpSync(seed, dir, { recursive: true });
  writeFileSync(path.join(dir, 'mark'), mark);
  utimesSync(path.join(dir, 'firebase-export-metadata.json'), at, at);
}
const markOf = (dir) => readFileSync(path.join(dir, 'mark'), 'utf8');

describe('npm start saved data', () => {
  beforeEach(() => {
    for (const name of readdirSync(work)) rmSync(path.join(work, name), { recursive: true, force: true });
  });

  it('tells a whole export from a partial one', () => {
    assert.equal(exportProblem(demoData), null);
    assert.equal(exportProblem(seed), null);
    assert.match(exportProblem(path.join(work, 'none')), /missing/);
    mkdirSync(paths.next);
    assert.match(exportProblem(paths.next), /firebase-export-metadata.json is missing/);
    wholeExport(state, 'a');
    rmSync(path.join(state, 'auth_export'), { recursive: true });
    assert.match(exportProblem(state), /auth_export is missing/);
    assert.match(exportProblem(seed, ['firestore', 'auth', 'storage']), /no storage data/);
    wholeExport(paths.exit, 'b');
    writeFileSync(path.join(paths.exit, 'auth_export', 'accounts.json'), '{"users": [');
    assert.match(exportProblem(paths.exit), /Auth accounts cannot be read/);
  });

  it('copies the demo data on the first start only', () => {
    assert.deepEqual(recoverState(state, seed), { action: 'seeded' });
    assert.equal(exportProblem(state), null);
    writeFileSync(path.join(state, 'mark'), 'mine');
    assert.deepEqual(recoverState(state, seed), { action: 'kept' });
    assert.equal(markOf(state), 'mine');
  });

  it('swaps a new save in whole, leaving no other copy', () => {
    wholeExport(state, 'old');
    wholeExport(paths.next, 'new');
    swapIn(paths.next, state);
    assert.equal(markOf(state), 'new');
    assert.deepEqual(readdirSync(work), ['state']);
  });

  it('carries the listing photos, which no emulator exports, from the old save into the new one', () => {
    wholeExport(state, 'old');
    mkdirSync(path.join(state, PHOTOS_DIR, 'listings', 'l1'), { recursive: true });
    writeFileSync(path.join(state, PHOTOS_DIR, 'listings', 'l1', 'uploaded-320.webp'), 'photo');
    wholeExport(paths.next, 'new');
    rmSync(path.join(paths.next, PHOTOS_DIR), { recursive: true, force: true });
    swapIn(paths.next, state);
    assert.equal(markOf(state), 'new');
    assert.equal(readFileSync(path.join(state, PHOTOS_DIR, 'listings', 'l1', 'uploaded-320.webp'), 'utf8'), 'photo');
    assert.deepEqual(readdirSync(work), ['state']);
  });

  it('after a crash between the two renames of a swap, starts from the newer save', () => {
    wholeExport(paths.previous, 'older', new Date(Date.now() - 60_000));
    wholeExport(paths.next, 'newer');
    assert.equal(recoverState(state, seed).action, 'recovered');
    assert.equal(markOf(state), 'newer');
    assert.deepEqual(readdirSync(work), ['state']);
  });

  it('after a crash before the swap, or a save on exit that was not put in place, takes the newest', () => {
    wholeExport(state, 'last minute', new Date(Date.now() - 60_000));
    wholeExport(paths.exit, 'on exit');
    mkdirSync(paths.next);
    assert.equal(recoverState(state, seed).action, 'recovered');
    assert.equal(markOf(state), 'on exit');
    assert.deepEqual(readdirSync(work), ['state']);
  });

  it('never falls back to the demo data when saved data cannot be read, and keeps that data', () => {
    mkdirSync(state);
    writeFileSync(path.join(state, 'firebase-export-metadata.json'), 'not json');
    assert.throws(() => recoverState(state, seed), UnreadableStateError);
    assert.throws(() => recoverState(state, seed), /cannot be read.*npm run reset/s);
    assert.equal(readdirSync(state).length, 1);
    assert.notEqual(exportProblem(state), null);
  });

  it('uses the last whole save when the saved folder is unreadable, and moves the bad one aside', () => {
    mkdirSync(state);
    wholeExport(paths.previous, 'last good');
    const recovered = recoverState(state, seed);
    assert.equal(recovered.action, 'recovered');
    assert.match(recovered.stateProblem, /metadata.json is missing/);
    assert.equal(markOf(state), 'last good');
    assert.ok(recovered.movedAside && existsSync(recovered.movedAside));
  });

  it('removes the temporary folders a failed export leaves behind', () => {
    mkdirSync(path.join(work, 'firebase-export-1700000000000abc'));
    mkdirSync(path.join(work, 'keep-me'));
    removeAbandonedExports(work);
    assert.deepEqual(readdirSync(work), ['keep-me']);
  });
});
