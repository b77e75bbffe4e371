// `npm start` and `npm test` run this once the emulators are up: the events demo, dated from today.
// Refuses to run anywhere but the Firestore emulator of a demo- project.
import { seedEvents } from './write-events.js';

async function main(): Promise<void> {
  const project = process.env.GCLOUD_PROJECT ?? '';
  if (!process.env.FIRESTORE_EMULATOR_HOST || !project.startsWith('demo-')) {
    throw new Error('The events demo is written only to the Firestore emulator of a demo- project.');
  }
  const { added, upcoming } = await seedEvents();
  console.log(`[events] Demo events dated from today: ${upcoming} upcoming, ${added} added.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
