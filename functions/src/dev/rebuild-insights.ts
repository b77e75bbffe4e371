// `npm run rebuild-insights -w functions`: the repair tool for demand insights. Recounts the demand
// counters from every public registry a page at a time, then refreshes marketplaceInsights/summary.
// Uses the Admin SDK's own credentials: the Firestore emulator when FIRESTORE_EMULATOR_HOST is set,
// else the project of GOOGLE_APPLICATION_CREDENTIALS. Not scheduled: the publicRegistries trigger keeps
// the counters; run this when they are known wrong (decision 013).
import { rebuildDemandCounters, refreshMarketplaceInsights } from '../marketplace/insights/index.js';

async function main(): Promise<void> {
  const counted = await rebuildDemandCounters();
  const insights = await refreshMarketplaceInsights(Date.now());
  console.log(
    `Recounted ${counted.registries} public registries: ${counted.products} product counters written, ` +
      `${counted.removed} removed; the summary publishes ${Object.keys(insights.products).length} products.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
