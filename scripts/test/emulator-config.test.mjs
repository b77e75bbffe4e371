// The emulators' Firebase config: firebase.json as deployed, plus only the emulators' origins in the CSP.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { addCspSources, emulatorOrigins, withEmulatorOrigins } from '../lib/emulator-config.mjs';
import { emulatorConfigArgs, root } from '../lib/emulator-env.mjs';

const production = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8'));
const cspOf = (config) =>
  config.hosting.headers
    .flatMap((rule) => rule.headers)
    .filter((h) => h.key === 'Content-Security-Policy')
    .map((h) => h.value);
const sourcesOf = (csp, name) =>
  csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1) ?? [];

describe('emulator config', () => {
  it('reaches every emulator the browser talks to, from the emulators block', () => {
    assert.deepEqual(emulatorOrigins(production.emulators), {
      'connect-src': ['http://127.0.0.1:9099', 'http://127.0.0.1:8080', 'ws://127.0.0.1:8080', 'http://127.0.0.1:9199'],
      'frame-src': ['http://127.0.0.1:9099'],
    });
  });

  it('adds the emulator origins to connect-src and frame-src and changes nothing else', () => {
    const emulator = withEmulatorOrigins(production);
    const [prodCsp] = cspOf(production);
    const [emuCsp] = cspOf(emulator);
    assert.ok(prodCsp && emuCsp);
    assert.doesNotMatch(prodCsp, /127\.0\.0\.1/);
    assert.deepEqual(sourcesOf(emuCsp, 'connect-src'), [
      ...sourcesOf(prodCsp, 'connect-src'),
      ...emulatorOrigins(production.emulators)['connect-src'],
    ]);
    assert.deepEqual(sourcesOf(emuCsp, 'frame-src'), [...sourcesOf(prodCsp, 'frame-src'), 'http://127.0.0.1:9099']);
    // Everything but that one header value is firebase.json itself.
    const strip = (config) => JSON.stringify(config).replace(/"default-src[^"]*"/g, '"csp"');
    const { extensions: _extensions, ...withoutExtensions } = production;
    assert.equal(strip(emulator), strip(withoutExtensions));
    assert.deepEqual(production, JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8')));
  });

  it('leaves out the extensions, which the emulators cannot fetch offline', () => {
    const declared = {
      ...production,
      extensions: { 'firestore-bigquery-export': 'firebase/firestore-bigquery-export@0.3.1' },
    };
    assert.equal('extensions' in withEmulatorOrigins(declared), false);
    assert.deepEqual(withEmulatorOrigins(declared), withEmulatorOrigins(production));
  });

  it('leaves a directive without emulator sources as it was', () => {
    assert.equal(
      addCspSources("default-src 'self'; img-src https:;", { 'connect-src': ['x'] }),
      "default-src 'self'; img-src https:",
    );
  });

  it('is what the emulator commands are given, written beside firebase.json', () => {
    const [flag, file] = emulatorConfigArgs();
    assert.equal(flag, '--config');
    assert.equal(path.dirname(file), root);
    assert.deepEqual(JSON.parse(readFileSync(file, 'utf8')), withEmulatorOrigins(production));
  });
});

describe('inline scripts', () => {
  it("allows index.html's one inline script by its hash, and no other inline script", () => {
    const html = readFileSync(path.join(root, 'web', 'index.html'), 'utf8');
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    assert.equal(inline.length, 1);
    const hash = `'sha256-${createHash('sha256').update(inline[0]).digest('base64')}'`;
    for (const csp of cspOf(production)) {
      const scripts = sourcesOf(csp, 'script-src');
      assert.ok(scripts.includes(hash), `script-src has ${hash}`);
      assert.ok(!scripts.includes("'unsafe-inline'"));
    }
  });
});
