// storage.rules (deployed with firebase.json): no client reads or writes the bucket. Photos are served
// only through the api, which checks that the listing or event may still be shown (issue 23 #14). The
// Storage emulator cannot run on these machines (docs: shared notes, firebase-offline), so the rules
// are checked by reading them: every `allow` is `if false`, and firebase.json deploys this file.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { root } from '../lib/emulator-env.mjs';

const config = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8'));
const rules = readFileSync(path.join(root, config.storage.rules), 'utf8')
  .split('\n')
  .map((line) => line.replace(/\/\/.*$/, ''))
  .join('\n');

describe('storage.rules', () => {
  it('is the file firebase.json deploys', () => {
    assert.equal(config.storage.rules, 'storage.rules');
  });

  it('allows nothing to any client: every allow is "if false"', () => {
    const allows = [...rules.matchAll(/allow\s+([^:]+):\s*if\s+([^;]+);/g)].map(([, ops, cond]) => [
      ops.trim(),
      cond.trim(),
    ]);
    assert.ok(allows.length > 0, 'no allow statement found');
    for (const [ops, cond] of allows) assert.equal(cond, 'false', `allow ${ops} is "if ${cond}"`);
    // Nothing else grants access: every allow is of the form above.
    assert.equal((rules.match(/\ballow\b/g) ?? []).length, allows.length);
  });
});
