// `npm run check`: typecheck both workspaces, ESLint (zero warnings), Prettier and firebase.json's
// agreement with the route table, side by side.
// ESLint and Prettier keep caches in node_modules/.cache, so a second run checks only what changed.
import { results, step, together } from './lib/steps.mjs';

const ok = await together(
  () => step('typecheck functions', 'npm', ['run', 'typecheck', '-w', 'functions'], { quiet: true }),
  () => step('typecheck web', 'npm', ['run', 'typecheck', '-w', 'web'], { quiet: true }),
  () => step('lint', 'npm', ['run', 'lint'], { quiet: true }),
  () => step('format', 'npm', ['run', 'format:check'], { quiet: true }),
  // firebase.json's header for the prerendered pages is the route table's (scripts/routes.mjs).
  () => step('firebase.json from the route table', 'node', ['scripts/routes.mjs', '--check'], { quiet: true }),
);
console.log(`\n${results.map((r) => `${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds}s)`).join('\n')}`);
process.exit(ok ? 0 : 1);
