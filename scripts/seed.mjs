// `npm run seed`: rebuild emulator-data/ from the seed sources in functions/src/dev/seed/.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { emulatorEnv, emulatorExec, root } from './lib/emulator-env.mjs';

const run = (cmd, args, opts = {}) => {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

run('npm', ['run', 'build', '-w', 'functions']);
const out = path.join(root, 'emulator-data');
rmSync(out, { recursive: true, force: true });
run(...emulatorExec('node functions/lib/dev/seed/index.js', { exportTo: out }), { env: emulatorEnv() });
// After the export, which replaces emulator-data/: the listing photos of the disk photo store.
run('node', ['functions/lib/dev/seed/marketplace/write-photos.js']);
console.log('emulator-data/ rebuilt from the seed sources.');
