// firebase.json's Cache-Control header for the prerendered pages, from the route table
// (functions/src/shared/routes.ts): `node scripts/routes.mjs` writes it, `--check` (part of `npm run
// check`) fails when firebase.json says something else. Hosting serves those pages as files, so
// only this header says they are revalidated on every visit (no-cache) rather than kept an hour.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { root } from './lib/emulator-env.mjs';

const firebaseJson = path.join(root, 'firebase.json');

/**
 * The route table module, compiled on the fly (it is TypeScript, and Node runs JavaScript): it and
 * the shared modules it imports, each transpiled into a throwaway folder.
 */
async function loadRoutes() {
  const out = mkdtempSync(path.join(tmpdir(), 'recess-routes-'));
  writeFileSync(path.join(out, 'package.json'), '{ "type": "module" }');
  const shared = path.join(root, 'functions/src/shared');
  const pending = ['routes.ts'];
  for (const done = new Set(); pending.length > 0;) {
    const file = pending.pop();
    if (done.has(file)) continue;
    done.add(file);
    const source = readFileSync(path.join(shared, file), 'utf8');
    for (const [, name] of source.matchAll(/from '\.\/([\w-]+)\.js'/g)) pending.push(`${name}.ts`);
    const { outputText } = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    writeFileSync(path.join(out, file.replace(/\.ts$/, '.js')), outputText);
  }
  try {
    return await import(pathToFileURL(path.join(out, 'routes.js')).href);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The header rule for the prerendered paths, as firebase.json holds it. */
export function prerenderedHeaderRule(paths) {
  const names = paths.map((p) => escape(p.slice(1)));
  return { regex: `^/(?:${names.join('|')})$`, headers: [{ key: 'Cache-Control', value: 'no-cache' }] };
}

const isPrerenderedRule = (rule) => rule.headers?.some((h) => h.key === 'Cache-Control' && h.value === 'no-cache');

/** firebase.json's text with the rule replaced (or added before /assets/**'s). */
export function withPrerenderedRule(text, rule) {
  const config = JSON.parse(text);
  const headers = config.hosting.headers;
  const at = headers.findIndex(isPrerenderedRule);
  if (at >= 0) headers[at] = rule;
  else
    headers.splice(
      Math.max(
        0,
        headers.findIndex((h) => h.source === '/assets/**'),
      ),
      0,
      rule,
    );
  return `${JSON.stringify(config, null, 2)}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { PRERENDERED_PATHS } = await loadRoutes();
  const text = readFileSync(firebaseJson, 'utf8');
  const wanted = withPrerenderedRule(text, prerenderedHeaderRule(PRERENDERED_PATHS));
  const same = JSON.stringify(JSON.parse(text)) === JSON.stringify(JSON.parse(wanted));
  if (process.argv.includes('--check')) {
    if (!same) {
      console.error(
        "firebase.json's no-cache header does not list the route table's prerendered pages: run `node scripts/routes.mjs`",
      );
      process.exit(1);
    }
    console.log(`firebase.json matches the route table (${PRERENDERED_PATHS.length} prerendered pages)`);
  } else if (!same) {
    writeFileSync(firebaseJson, wanted);
    spawnSync(path.join(root, 'node_modules/.bin/prettier'), ['--write', firebaseJson], { stdio: 'inherit' });
    console.log('firebase.json: the prerendered pages header written from the route table');
  }
}
