// Accessibility: no serious or critical axe-core violations on the shell's pages, phone and desktop.
import { createRequire } from 'node:module';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, firstEventPathFromServer, test as base, waitForAppOnNavigation, workerContexts } from './fixtures';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

const PAGES = [
  '/',
  '/no-such-page',
  '/signin',
  '/registry',
  '/registry/category/strollers',
  '/registry/inspiration',
  '/product/city-lite-stroller/littlewalk-city-lite-stroller',
  '/registry/maya-okafor',
  '/find-registry',
  '/checklist',
  '/auto',
  '/editorial',
  '/editorial/products/watchnest-hd-video-monitor-review',
  '/parenting-quizzes/relationship-connection',
  '/updates',
  '/careers',
  '/consignment',
  '/careers/apply-pro-seller',
  '/privacy-policy',
  '/faqs',
  '/legal-center',
  '/marketplace',
  '/marketplace/demand-insights',
  '/events',
  '/city/new-york-city',
  '/maps',
  '/chat/no-such-event',
];

/** Runs axe on the page as it is and asserts it finds nothing serious or critical. */
async function expectNoSeriousViolationsNow(page: Page, width: number): Promise<void> {
  const violations = await page.evaluate(async () => {
    type Axe = { run: (ctx: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
    const axe = (window as unknown as { axe: Axe }).axe;
    // Violations in full; passes and incomplete results (not asserted) are cut short, which is faster.
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${width}px ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/**
 * One browser context per worker for these read-only checks of signed-out pages, so its HTTP cache
 * keeps the app's scripts from one page to the next, as a visitor's browser would. axe is injected as
 * a script, which the production CSP rightly forbids.
 */
const test = base.extend<object, { axeContext: BrowserContext }>({
  axeContext: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ bypassCSP: true });
      workerContexts.add(context);
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/**
 * Opens a page on a phone, asserts axe finds nothing serious, then widens the same page to a
 * desktop and asserts it again: one load, both layouts.
 */
async function expectNoSeriousViolations(context: BrowserContext, path: string): Promise<void> {
  const page = await context.newPage();
  await page.setViewportSize({ width: 360, height: 800 });
  waitForAppOnNavigation(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Pages that load data show progress indicators until it is there; check the finished page.
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.addScriptTag({ path: axePath });
  await expectNoSeriousViolationsNow(page, 360);
  await page.setViewportSize({ width: 1280, height: 800 });
  // Let layout (and any width-dependent render) settle before the second run.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expectNoSeriousViolationsNow(page, 1280);
  await page.close();
}

for (const path of PAGES) {
  test(`${path} at 360px and 1280px has no serious or critical axe violations`, async ({ axeContext }) => {
    await expectNoSeriousViolations(axeContext, path);
  });
}

/** An event page of the demo data (dated from the run day): the first one listed in New York City today. */
const demoEventPath = (request: APIRequestContext) =>
  firstEventPathFromServer(request, '/city/new-york-city', { cancelledToo: true });

test('an event page at 360px and 1280px has no serious or critical axe violations', async ({ axeContext, request }) => {
  await expectNoSeriousViolations(axeContext, await demoEventPath(request));
});

// That the home page fits a 360 px phone without sideways scrolling is checked on the same load as its
// header's buttons at that width (shell-header.spec.ts).
