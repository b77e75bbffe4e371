// Accessibility: no serious or critical axe-core violations on the shell's pages, phone and desktop.
import { createRequire } from 'node:module';
import { expect, test, waitForAppOnNavigation } from './fixtures';

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
];

for (const path of PAGES) {
  for (const width of [360, 1280]) {
    test(`${path} at ${width}px has no serious or critical axe violations`, async ({ browser }) => {
      // axe is injected as a script, which the production CSP rightly forbids.
      const context = await browser.newContext({ bypassCSP: true, viewport: { width, height: 800 } });
      const page = await context.newPage();
      waitForAppOnNavigation(page);
      waitForAppOnNavigation(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Pages that load data show progress indicators until it is there; check the finished page.
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await page.addScriptTag({ path: axePath });
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: AxeViolation[] }> } })
          .axe;
        const result = await axe.run(document);
        return result.violations;
      });
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual(
        [],
      );
      await context.close();
    });
  }
}

test('the home page fits a 360px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
