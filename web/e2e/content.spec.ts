// Content: editorial, quizzes, updates, programmes, legal and company pages, the application forms
// and the RSS feed, against the seeded demo content.
import type { Page } from '@playwright/test';
import { expect, readDoc, serverTitleAndHeading, signInAs, test } from './fixtures';

/** Every route of the content issue: its title and its main heading. */
const ROUTES: [path: string, title: string, heading: string | RegExp][] = [
  ['/editorial', 'Parenting Guides | Recess', 'Parenting guides'],
  ['/editorial/category/sleep', 'Sleep - Parenting Guides | Recess', 'Sleep'],
  ['/best-baby-products', 'Best Baby Products - Parenting Guides | Recess', 'Best baby products'],
  [
    '/guides/sleep/safe-sleep-basics-for-babies',
    'Safe Sleep Basics: The ABCs Every Caregiver Should Know - Parenting Guides | Recess',
    'Safe Sleep Basics: The ABCs Every Caregiver Should Know',
  ],
  [
    '/editorial/pregnancy/hospital-bag-checklist-what-you-use',
    'The Hospital Bag Checklist: What You Will Actually Use - Parenting Guides | Recess',
    'The Hospital Bag Checklist: What You Will Actually Use',
  ],
  [
    '/editorial/products/kinfold-all-position-carrier-review',
    'Kinfold All-Position Baby Carrier Review: One Carrier From Newborn to Toddler - Parenting Guides | Recess',
    'Kinfold All-Position Baby Carrier Review: One Carrier From Newborn to Toddler',
  ],
  [
    '/editorial/products/content/best-strollers-for-city-living',
    'The Best Strollers for City Living - Parenting Guides | Recess',
    'The Best Strollers for City Living',
  ],
  [
    '/editorial/starting-solids-around-six-months',
    'Starting Solids Around 6 Months: Readiness, Allergens and First Foods - Parenting Guides | Recess',
    'Starting Solids Around 6 Months: Readiness, Allergens and First Foods',
  ],
  [
    '/editorial/general/sharing-night-duty-and-mental-load',
    'Sharing Night Duty and the Mental Load as New Parents - Parenting Guides | Recess',
    'Sharing Night Duty and the Mental Load as New Parents',
  ],
  ['/parenting-quizzes', 'Parenting Quizzes | Recess', 'Parenting quizzes'],
  [
    '/parenting-quizzes/whats-your-parenting-style',
    "What's Your Everyday Parenting Style? - Parenting Quizzes | Recess",
    "What's Your Everyday Parenting Style?",
  ],
  [
    '/parenting-quizzes/relationship-connection',
    'How Connected Do You Feel as New Parents? - Parenting Quizzes | Recess',
    'How Connected Do You Feel as New Parents?',
  ],
  ['/updates', 'Updates | Recess', 'Updates'],
  [
    '/updates/launching-event-chats',
    'Every Family Event on Recess Now Has Its Own Chat - Updates | Recess',
    'Every Family Event on Recess Now Has Its Own Chat',
  ],
  ['/careers', 'Careers | Recess', 'Careers at Recess'],
  ['/careers/community-partner', 'Community Partners | Recess', 'Community Partners'],
  ['/careers/pro-seller', 'Pro Sellers | Recess', 'Pro Sellers'],
  ['/careers/apply', 'Apply to Recess | Recess', 'Apply to Recess'],
  ['/careers/apply-community-partner', 'Become a Community Partner | Recess', 'Become a Community Partner'],
  ['/careers/apply-pro-seller', 'Apply for Pro Seller | Recess', 'Apply for Pro Seller'],
  ['/careers/thank-you', 'Thank You for Applying | Recess', 'Thank you for applying'],
  ['/consignment', 'Consignment | Recess', 'Recess Consignment'],
  ['/creator-project', 'The Creator Project | Recess', 'The Creator Project'],
  ['/creator-application', 'Apply to the Creator Project | Recess', 'Apply to the Creator Project'],
  ['/terms', 'Terms at a Glance | Recess', 'Terms at a Glance'],
  ['/terms-of-service', 'Terms of Service | Recess', 'Terms of Service'],
  ['/privacy-policy', 'Privacy Policy | Recess', 'Privacy Policy'],
  [
    '/consumer-health-data-privacy-notice',
    'Consumer Health Data Privacy Notice | Recess',
    'Consumer Health Data Privacy Notice',
  ],
  ['/cookie-policy', 'Cookie Policy | Recess', 'Cookie Policy'],
  ['/return-policy', 'Return Policy | Recess', 'Return Policy'],
  ['/shipping-policy', 'Shipping Policy | Recess', 'Shipping Policy'],
  ['/buyer-policy', 'Buyer Policy | Recess', 'Buyer Policy'],
  ['/seller-policy', 'Seller Policy | Recess', 'Seller Policy'],
  ['/prohibited-items-policy', 'Prohibited Items Policy | Recess', 'Prohibited Items Policy'],
  ['/fee-policy', 'Fee Policy | Recess', 'Fee Policy'],
  [
    '/excessive-listing-removal-policy',
    'Excessive Listing Removal Policy | Recess',
    'Excessive Listing Removal Policy',
  ],
  ['/recess-protect', 'Recess Protect | Recess', 'Recess Protect'],
  ['/faqs', 'FAQs | Recess', 'Frequently asked questions'],
  ['/legal-center', 'Legal Center | Recess', 'Legal Center'],
  ['/about', 'About Recess | Recess', 'About Recess'],
  ['/community', 'Community | Recess', 'The Recess community'],
];

// Titles and headings are in the server's HTML (prerendered or rendered per request), so they are
// checked there, without a browser; shell-pages.spec.ts follows them through client navigation.
for (const [path, title, heading] of ROUTES) {
  test(`${path} has its title and main heading in the server's HTML`, async ({ request }) => {
    const page = await serverTitleAndHeading(request, path);
    expect(page.status).toBe(200);
    if (typeof heading === 'string') expect(page.heading).toBe(heading);
    else expect(page.heading).toMatch(heading);
    expect(page.title).toBe(title);
  });
}

test('legal pages show their date and contents, and load no Firebase SDK', async ({ page }) => {
  const firebaseRequests: string[] = [];
  page.on('request', (r) => {
    if (/firestore|identitytoolkit|securetoken|firebase/i.test(r.url()) && !r.url().includes('/assets/index')) {
      firebaseRequests.push(r.url());
    }
  });
  await page.goto('/privacy-policy');
  await expect(page.getByText('Last updated October 15, 2026')).toBeVisible();
  const toc = page.getByRole('navigation', { name: 'On this page' });
  await expect(toc.getByRole('link').first()).toBeVisible();
  const first = toc.getByRole('link').first();
  const target = (await first.getAttribute('href')) ?? '';
  await first.click();
  await expect(page.locator(`[id="${target.slice(1)}"]`)).toBeInViewport();
  expect(firebaseRequests).toEqual([]);
});

test('an article shows reading time, contents, the health note and related articles', async ({ page }) => {
  await page.goto('/guides/sleep/safe-sleep-basics-for-babies');
  await expect(page.getByText(/\d+ min read/)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible();
  await expect(page.getByText('General information, not medical advice')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Related articles' })).toBeVisible();
  expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(
    'http://localhost:5000/guides/sleep/safe-sleep-basics-for-babies',
  );
});

// In the server's HTML, without a browser (one canonical link after hydration: server-render.spec.ts).
test('an article at its short path links to its canonical path', async ({ request }) => {
  const page = await serverTitleAndHeading(request, '/editorial/safe-sleep-basics-for-babies');
  expect(page.heading).toMatch(/Safe Sleep Basics/);
  expect(page.canonicals).toEqual(['http://localhost:5000/guides/sleep/safe-sleep-basics-for-babies']);
});

test('an unknown article says so', async ({ request }) => {
  const page = await serverTitleAndHeading(request, '/editorial/general/no-such-article');
  expect(page.heading).toBe('Article not found');
});

test('a product review has its verdict, and "Add to registry" keeps the product for a signed-out visitor', async ({
  page,
}) => {
  await page.goto('/editorial/products/watchnest-hd-video-monitor-review');
  await expect(page.getByRole('heading', { name: 'Our verdict' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What we like' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to registry: Watchnest HD Video Baby Monitor' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const pending = await page.evaluate(() => localStorage.getItem('recess_pending_registry_items'));
  expect(JSON.parse(pending ?? '[]')).toEqual([expect.objectContaining({ objectID: 'watchnest-hd-video-monitor' })]);
});

test('the updates list filters by type', async ({ page }) => {
  await page.goto('/updates');
  await expect(page.getByRole('link', { name: 'Every Family Event on Recess Now Has Its Own Chat' })).toBeVisible();
  await page.getByRole('button', { name: 'Product updates' }).click();
  await expect(page).toHaveURL(/\?type=product$/);
  await expect(page.getByRole('link', { name: /Recess Button/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Every Family Event on Recess Now Has Its Own Chat' })).toHaveCount(0);
  await expect(page.getByText('Product update ·').first()).toBeVisible();
  await expect(page.getByText('Blog ·')).toHaveCount(0);
});

test('the RSS feed is RSS 2.0 that parses, with the updates newest first', async ({ page, request }) => {
  const res = await request.get('/api/updates/rss.xml');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/rss+xml');
  const xml = await res.text();
  // Parsed by the browser's own XML parser, in the page's blank tab (no page of the app is needed).
  const feed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    if (doc.querySelector('parsererror')) return null;
    const items = [...doc.querySelectorAll('channel > item')];
    return {
      version: doc.documentElement.getAttribute('version'),
      title: doc.querySelector('channel > title')?.textContent,
      items: items.map((i) => ({
        title: i.querySelector('title')?.textContent ?? '',
        link: i.querySelector('link')?.textContent ?? '',
        date: Date.parse(i.querySelector('pubDate')?.textContent ?? ''),
      })),
    };
  }, xml);
  expect(feed).not.toBeNull();
  expect(feed?.version).toBe('2.0');
  expect(feed?.title).toBe('Recess Updates');
  expect(feed?.items.length).toBeGreaterThanOrEqual(8);
  const dates = feed?.items.map((i) => i.date) ?? [];
  expect(dates.every((d) => !Number.isNaN(d))).toBe(true);
  expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  expect(feed?.items[0]?.link).toMatch(/^http:\/\/localhost:5000\/updates\/[a-z0-9-]+$/);
});

// One journey through a seeded quiz, signed in: a reload in the middle resumes it, and the result is
// saved to the account. Its branches (refused "next", back, the signed-out result, a failed save) are
// QuizRunner.test.tsx's.
test('a signed-in person runs a quiz, resumes it after a reload, and has the result saved to their account', async ({
  page,
  user,
}) => {
  // Every question of the quiz, a reload in the middle: 25 s on a busy machine, the slow budget.
  test.slow();
  await signInAs(page, user, '/parenting-quizzes/newborn-sleep-myths');
  await page.getByRole('button', { name: 'Start the quiz' }).click();
  const progress = page.getByRole('heading', { name: /^Question \d+ of (\d+)$/ });
  await expect(progress).toHaveText(/Question 1 of \d+/);
  const total = Number((await progress.textContent())?.match(/of (\d+)/)?.[1]);
  expect(total).toBeGreaterThanOrEqual(8);

  // The answers so far survive a reload (kept in this browser).
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Next question' }).click();
  await expect(progress).toHaveText(`Question 2 of ${total}`);
  await page.reload();
  await expect(progress).toHaveText(`Question 2 of ${total}`);

  for (let i = 2; i <= total; i++) {
    await page.getByRole('radio').last().check();
    await page.getByRole('button', { name: i === total ? 'See my result' : 'Next question' }).click();
  }
  await expect(page.getByText(/^You scored \d+ out of \d+\.$/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).not.toBeEmpty();
  await expect(page.getByLabel('Quiz link')).toHaveValue('http://localhost:5000/parenting-quizzes/newborn-sleep-myths');
  await expect(page.getByText('Saved to your account.')).toBeVisible();
  const saved = await readDoc(`users/${user.uid}/quizResults/newborn-sleep-myths`);
  const fields = saved?.fields as Record<string, { integerValue?: string; stringValue?: string }> | undefined;
  expect(fields?.quizSlug?.stringValue).toBe('newborn-sleep-myths');
  expect(Number(fields?.maxScore?.integerValue)).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Retake the quiz' }).click();
  await expect(page.getByRole('button', { name: 'Start the quiz' })).toBeVisible();
  await expect(page.getByText('Your answers stay in this browser.')).toBeVisible();
});

/** The field whose label is exactly `label` (required fields add an asterisk). */
function field(page: Page, label: string) {
  const text = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${text}\\s*\\*?$`));
}

async function fill(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
}

// One programme application through the emulators: every form posts to /api/applications and is
// stored in applications/{id}, so the job application (a journey from the careers page's open roles
// to the thank-you page) stands for them all. Each form's branches (flagged empty fields, kept input,
// a wrong email or ZIP code, a refused send, the thank-you in place) are in ApplicationForm.test.tsx,
// ApplyPage.test.tsx and ConsignmentPage.test.tsx; the server's checks in submit-application.test.ts.
test('a job application names the role chosen on the careers page and lands on the thank-you page', async ({
  page,
}) => {
  await page.goto('/careers');
  await page.getByRole('link', { name: 'Apply for Product Designer' }).click();
  await expect(page).toHaveURL(/\/careers\/apply\?role=/);
  await expect(page.getByRole('combobox', { name: 'Role' })).toContainText('Product Designer');
  await fill(page, {
    'First name': 'Imani',
    'Last name': 'Brooks',
    Email: 'imani@example.com',
    'Where you are based': 'Atlanta, GA',
    'Link to your resume, LinkedIn or portfolio': 'https://imani.example.com/portfolio',
    'Why Recess, and what you would bring':
      'I designed checkout flows for a resale marketplace and I am a parent of twins who lived on hand-me-downs.',
  });
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page).toHaveURL(/\/careers\/thank-you$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for applying');
});

test('the FAQs filter as you type', async ({ page }) => {
  await page.goto('/faqs');
  const status = page.getByRole('status');
  await expect(status).toHaveText(/\d+ questions in \d+ topics\./);
  await page.getByRole('searchbox', { name: 'Search the FAQs' }).fill('consignment payout');
  await expect(status).toHaveText(/questions? match(es)? "consignment payout"\./);
  await page.getByRole('searchbox', { name: 'Search the FAQs' }).fill('zzzxqy');
  await expect(status).toHaveText('No questions match "zzzxqy". Try fewer or different words.');
});
