// firebase.json's no-cache header is written from the route table's prerendered pages.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { root } from '../lib/emulator-env.mjs';
import { prerenderedHeaderRule, withPrerenderedRule } from '../routes.mjs';

describe("firebase.json's header for the prerendered pages", () => {
  const rule = prerenderedHeaderRule(['/', '/terms', '/careers/pro-seller', '/a.b']);

  it('matches exactly the prerendered paths, the home page as the empty name', () => {
    const re = new RegExp(rule.regex);
    for (const p of ['/', '/terms', '/careers/pro-seller', '/a.b']) assert.ok(re.test(p), p);
    for (const p of ['/terms/x', '/xterms', '/careers', '/aXb', '/registry']) assert.ok(!re.test(p), p);
    assert.deepEqual(rule.headers, [{ key: 'Cache-Control', value: 'no-cache' }]);
  });

  it('replaces the old rule in place and keeps every other header', () => {
    const text = readFileSync(path.join(root, 'firebase.json'), 'utf8');
    const before = JSON.parse(text).hosting.headers;
    const after = JSON.parse(withPrerenderedRule(text, rule)).hosting.headers;
    assert.equal(after.length, before.length);
    const at = after.findIndex((h) => h.regex === rule.regex);
    assert.ok(at >= 0);
    assert.deepEqual(
      after.filter((_, i) => i !== at),
      before.filter((_, i) => i !== at),
    );
  });
});
