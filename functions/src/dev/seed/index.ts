// Seeds the running Auth and Firestore emulators with the demo data; `npm run seed` exports it to
// emulator-data/. Refuses to run anywhere but the emulators.
import { seedContent } from './content/demo-content.js';
import { seedAnalytics } from './demo-analytics.js';
import { createDemoAccounts, DEMO_USERS } from './demo-users.js';
import { writeProductImages } from './product-art.js';
import { seedCatalog, seedRegistries } from './write-demo-data.js';
import { seedMarketplace } from './marketplace/write-market.js';
import { seedListingAlerts } from './marketplace/demo-alerts.js';
import { DEMO_SERIES, seedEvents } from './events/write-events.js';
import { writeEventImages } from './events/event-art.js';

function assertEmulators(): void {
  const project = process.env.GCLOUD_PROJECT ?? '';
  if (
    !process.env.FIRESTORE_EMULATOR_HOST ||
    !process.env.FIREBASE_AUTH_EMULATOR_HOST ||
    !project.startsWith('demo-')
  ) {
    throw new Error('The seed script writes only to the emulators of a demo- project: run `npm run seed`.');
  }
}

async function main(): Promise<void> {
  assertEmulators();
  await createDemoAccounts(DEMO_USERS);
  console.log(`Seeded ${DEMO_USERS.length} demo accounts.`);
  console.log(`Wrote ${writeProductImages()} product images to web/public/images/products/.`);
  console.log(`Seeded ${await seedCatalog()} catalog products.`);
  console.log(`Seeded ${await seedRegistries()} demo registries with their profiles, names and public pages.`);
  const content = await seedContent();
  console.log(
    `Seeded ${content.articles} articles, ${content.quizzes} quizzes, ${content.updates} updates and ${content.careers} open roles, with their hero images.`,
  );
  console.log(`Seeded ${await seedAnalytics()} demo analytics events for the funnel report.`);
  console.log(
    `Seeded the marketplace: ${await seedMarketplace()} active listings, recalls, orders, offers and insights.`,
  );
  console.log(`Seeded ${await seedListingAlerts()} demo listing alerts.`);
  console.log(`Wrote ${writeEventImages(DEMO_SERIES)} event pictures to web/public/images/events/.`);
  const events = await seedEvents();
  console.log(`Seeded ${events.upcoming} upcoming family events in 8 cities, dated from today.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
