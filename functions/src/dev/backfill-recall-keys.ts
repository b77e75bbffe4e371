// `node functions/lib/dev/backfill-recall-keys.js` (after `npm run build -w functions`): the one-off
// repair that gives listings and products stored before recall keys existed their recallKeys, so a
// new recall finds them (decision 013). Uses the Admin SDK's own credentials: the Firestore emulator
// when FIRESTORE_EMULATOR_HOST is set, else the project of GOOGLE_APPLICATION_CREDENTIALS.
import { backfillRecallKeys } from '../marketplace/recalls/backfill-recall-keys.js';

backfillRecallKeys()
  .then((counts) => console.log(JSON.stringify(counts)))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
