// `npm run bench` (alone: `npm run bench -- --alerts`): the listing alerts' publish trigger in
// Firestore reads, against a Firestore emulator (alert-probes.ts), under a project id of its own so
// the alerts it writes stay out of the demo's data.
import { benchAlertReads } from './alert-probes.js';
import { installReadCounter } from './read-counter.js';

installReadCounter();
for (const line of await benchAlertReads()) console.log(line);
process.exit(0);
