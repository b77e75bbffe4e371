// No floating label is drawn over a value: on every page with a form, each field's label box is
// compared with the box its value is drawn in (the control's content box), on the server's HTML with
// JavaScript off (public forms) and once the app has hydrated, at 390 x 844.
import type { Browser, Page } from '@playwright/test';
import { expect, member, signedInPage, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

interface Overlap {
  label: string;
  value: string;
  overlap: { width: number; height: number };
}

/**
 * Every visible label of a text field or select that is drawn over the value its control shows
 * (more than 2 px both ways). A control shows a value when it is a select with option text, a field
 * with text, or a date or time field (which always draws its format).
 */
async function labelsOverValues(page: Page): Promise<Overlap[]> {
  return page.evaluate(() => {
    const found: Overlap[] = [];
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && style.opacity !== '0';
    };
    for (const label of Array.from(document.querySelectorAll('label.MuiInputLabel-root, label.MuiFormLabel-root'))) {
      const root = label.closest('.MuiFormControl-root');
      const control = root?.querySelector<HTMLElement>(
        'select, input:not([type="hidden"]), textarea, [role="combobox"]',
      );
      if (!control || !visible(label) || !visible(control)) continue;
      let shown: string;
      if (control instanceof HTMLSelectElement) shown = control.selectedOptions[0]?.text ?? '';
      else if (control instanceof HTMLInputElement)
        shown = ['date', 'time', 'datetime-local', 'month'].includes(control.type) ? control.type : control.value;
      else if (control instanceof HTMLTextAreaElement) shown = control.value;
      else shown = control.textContent?.replace(/\u200b/g, '').trim() ?? '';
      if (!shown.trim()) continue;
      const box = control.getBoundingClientRect();
      const style = getComputedStyle(control);
      const value = {
        left: box.left + parseFloat(style.paddingLeft),
        right: box.right - parseFloat(style.paddingRight),
        top: box.top + parseFloat(style.paddingTop),
        bottom: box.bottom - parseFloat(style.paddingBottom),
      };
      const l = label.getBoundingClientRect();
      const width = Math.min(l.right, value.right) - Math.max(l.left, value.left);
      const height = Math.min(l.bottom, value.bottom) - Math.max(l.top, value.top);
      if (width > 2 && height > 2)
        found.push({ label: label.textContent?.trim() ?? '', value: shown, overlap: { width, height } });
    }
    return found;
  });
}

/** How many labelled fields the page has on screen, so a check over none cannot pass. */
async function labelledFields(page: Page): Promise<number> {
  return page.locator('.MuiFormControl-root:visible label').count();
}

async function expectNoLabelOverValue(page: Page, atLeast: number) {
  // Waits for the fields themselves: a page's first form may be the header's search box, there before
  // the page's own fields are drawn (the settings form waits for the profile).
  await expect.poll(() => labelledFields(page)).toBeGreaterThanOrEqual(atLeast);
  expect(await labelsOverValues(page)).toEqual([]);
}

/** Today in New York City, as the city's pages name days. */
const nycToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());

/** Public forms, with their filters sheet open on a phone (#filters). */
const PUBLIC_FORMS: [string, () => string, number][] = [
  ['marketplace filters', () => '/marketplace/category/strollers#filters', 5],
  ['marketplace search filters', () => '/marketplace/search/stroller#filters', 6],
  ["a city's day filters", () => `/city/new-york-city/${nycToday()}#filters`, 3],
  ['a programme application', () => '/careers/apply-pro-seller', 3],
  ['a job application', () => '/careers/apply', 3],
];

async function noScriptPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  return context.newPage();
}

for (const [name, path, atLeast] of PUBLIC_FORMS) {
  test(`${name}: no label over a value in the server's HTML (JavaScript off) or once hydrated`, async ({
    page,
    browser,
  }) => {
    const off = await noScriptPage(browser);
    await off.goto(path());
    await expectNoLabelOverValue(off, atLeast);
    await off.context().close();

    await page.goto(path());
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await expectNoLabelOverValue(page, atLeast);
  });
}

test('signed-in forms: Sell, settings, checkout, event submission and registry settings draw no label over a value', async ({
  browser,
}) => {
  // Five pages signed in, one after another: past the default 30 s when the machine is busy.
  test.slow();
  const parent = await member('Robin Label');
  const page = await signedInPage(browser, parent, '/marketplace/sell');

  await expect(page.getByLabel('Category', { exact: true })).toBeVisible();
  await expectNoLabelOverValue(page, 5);

  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('form').first()).toBeVisible();
  await expectNoLabelOverValue(page, 1);

  await page.goto('/events/submit');
  await expect(page.getByRole('form', { name: 'Submit an event' })).toBeVisible();
  await expectNoLabelOverValue(page, 8);

  await page.goto('/marketplace/checkout/demo-listing-141');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoLabelOverValue(page, 0);

  await page.goto(`/registry/${parent.uid}`);
  await page.getByRole('button', { name: 'Registry settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Registry settings' })).toBeVisible();
  await expectNoLabelOverValue(page, 3);
});
