// `npm run reset`: forget local changes and go back to the committed demo data on the next start.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib/emulator-env.mjs';
import { statePaths } from './lib/emulator-state.mjs';

const { state, previous, next, exit } = statePaths(path.join(root, '.emulator-state'));
for (const dir of [state, previous, next, exit]) rmSync(dir, { recursive: true, force: true });
console.log('Local emulator data removed: the next npm start begins again from the demo data in emulator-data/.');
