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

test('a quiz runs one question at a time with back, and ends on a scored result', async ({ page }) => {
  // Every question of the quiz, a reload in the middle: 25 s on a busy machine, the slow budget.
  test.slow();
  await page.goto('/parenting-quizzes/newborn-sleep-myths');
  await page.getByRole('button', { name: 'Start the quiz' }).click();
  const progress = page.getByRole('heading', { name: /^Question \d+ of (\d+)$/ });
  await expect(progress).toHaveText(/Question 1 of \d+/);
  const total = Number((await progress.textContent())?.match(/of (\d+)/)?.[1]);
  expect(total).toBeGreaterThanOrEqual(8);

  // Next without an answer is refused with a message.
  await page.getByRole('button', { name: 'Next question' }).click();
  await expect(page.getByText('Choose an answer to continue.')).toBeVisible();

  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Next question' }).click();
  await expect(progress).toHaveText(`Question 2 of ${total}`);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(progress).toHaveText(`Question 1 of ${total}`);
  await expect(page.getByRole('radio').first()).toBeChecked();

  // The answers so far survive a reload (kept in this browser).
  await page.getByRole('button', { name: 'Next question' }).click();
  await page.reload();
  await expect(progress).toHaveText(`Question 2 of ${total}`);

  for (let i = 2; i <= total; i++) {
    await page.getByRole('radio').last().check();
    await page.getByRole('button', { name: i === total ? 'See my result' : 'Next question' }).click();
  }
  await expect(page.getByText(/^You scored \d+ out of \d+\.$/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).not.toBeEmpty();
  await expect(page.getByLabel('Quiz link')).toHaveValue('http://localhost:5000/parenting-quizzes/newborn-sleep-myths');
  await expect(page.getByText('Your answers stay in this browser.')).toBeVisible();
  await page.getByRole('button', { name: 'Retake the quiz' }).click();
  await expect(page.getByRole('button', { name: 'Start the quiz' })).toBeVisible();
});

test('a signed-in person finishing a quiz has the result saved to their account', async ({ page, user }) => {
  await signInAs(page, user, '/parenting-quizzes/baby-gear-minimalist-or-maximalist');
  await page.getByRole('button', { name: 'Start the quiz' }).click();
  const progress = page.getByRole('heading', { name: /^Question \d+ of (\d+)$/ });
  const total = Number((await progress.textContent())?.match(/of (\d+)/)?.[1]);
  for (let i = 1; i <= total; i++) {
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: i === total ? 'See my result' : 'Next question' }).click();
  }
  await expect(page.getByText('Saved to your account.')).toBeVisible();
  const saved = await readDoc(`users/${user.uid}/quizResults/baby-gear-minimalist-or-maximalist`);
  const fields = saved?.fields as Record<string, { integerValue?: string; stringValue?: string }> | undefined;
  expect(fields?.quizSlug?.stringValue).toBe('baby-gear-minimalist-or-maximalist');
  expect(Number(fields?.maxScore?.integerValue)).toBeGreaterThan(0);
});

/** The field whose label is exactly `label` (required fields add an asterisk). */
function field(page: Page, label: string) {
  const text = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${text}\\s*\\*?$`));
}

async function fill(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
}

async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

test('the Pro Seller form flags empty fields without losing input, then lands on the thank-you page', async ({
  page,
}) => {
  await page.goto('/careers/apply-pro-seller');
  await fill(page, { 'First name': 'Dana', 'Shop or business name': 'Second Bloom Kids' });
  await page.getByRole('button', { name: 'Send Pro Seller application' }).click();
  await expect(page.getByText(/fields need your attention/)).toBeVisible();
  await expect(page.getByText('Enter last name.')).toBeVisible();
  await expect(page.getByText('Enter email.')).toBeVisible();
  await expect(field(page, 'First name')).toHaveValue('Dana');
  await expect(field(page, 'Shop or business name')).toHaveValue('Second Bloom Kids');
  await expect(field(page, 'Last name')).toBeFocused();

  await fill(page, {
    'Last name': 'Whitaker',
    Email: 'dana@example.com',
    City: 'Chicago',
    'What you sell': 'Strollers and nursery furniture',
    'Tell us about your shop': 'A family resale shop in Logan Square that refurbishes strollers and cribs.',
  });
  await choose(page, 'Completed sales on Recess so far', '25 to 99');
  await field(page, 'Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Send Pro Seller application' }).click();
  await expect(page.getByText('Enter an email address like name@example.com.')).toBeVisible();
  await field(page, 'Email').fill('dana@example.com');
  await page.getByRole('button', { name: 'Send Pro Seller application' }).click();
  await expect(page).toHaveURL(/\/careers\/thank-you$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for applying');
});

test('the Community Partner form submits and lands on the thank-you page', async ({ page }) => {
  await page.goto('/careers/apply-community-partner');
  await page.getByRole('button', { name: 'Send partner application' }).click();
  await expect(page.getByText('Enter organization name.')).toBeVisible();
  await fill(page, {
    'First name': 'Rosa',
    'Last name': 'Delgado',
    Email: 'rosa@example.org',
    'Organization name': 'Sunset Park Library Story Time',
    City: 'Brooklyn',
    'Tell us about your events': 'Weekly bilingual story time for babies and toddlers, free and drop-in.',
  });
  await choose(page, 'Type of organization', 'Library');
  await choose(page, 'Family events you host a month', '3 to 5');
  await page.getByRole('button', { name: 'Send partner application' }).click();
  await expect(page).toHaveURL(/\/careers\/thank-you$/);
});

test('a job application names the role chosen on the careers page and lands on the thank-you page', async ({
  page,
}) => {
  await page.goto('/careers');
  await page.getByRole('link', { name: 'Apply for Product Designer' }).click();
  await expect(page).toHaveURL(/\/careers\/apply\?role=/);
  await expect(page.getByRole('combobox', { name: 'Role' })).toContainText('Product Designer');
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Enter link to your resume, linkedin or portfolio.')).toBeVisible();
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
});

test('the creator form ends on its thank-you state', async ({ page }) => {
  await page.goto('/creator-application');
  await page.getByRole('button', { name: 'Send creator application' }).click();
  await expect(page.getByText('Enter link to your best work.')).toBeVisible();
  await fill(page, {
    'First name': 'Theo',
    'Last name': 'Nakamura',
    Email: 'theo@example.com',
    'Link to your best work': 'https://theo.example.com',
    'Pitch us one idea': 'A photo essay on the first week home with a preemie, from the NICU doors to the first bath.',
  });
  await choose(page, 'Main format', 'Photography');
  await choose(page, 'Audience size across your channels', '1,000 to 10,000');
  await page.getByRole('button', { name: 'Send creator application' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for applying');
});

test('the consignment pickup form keeps input on errors and ends on its thank-you state', async ({ page }) => {
  await page.goto('/consignment');
  await expect(page.getByRole('table').first()).toContainText('40%');
  // The form's code is fetched when it nears the screen.
  await page.getByRole('link', { name: 'Request a pickup' }).first().click();
  const form = page.getByRole('form', { name: 'Consignment pickup request' });
  await field(page, 'ZIP code').fill('9021');
  await form.getByRole('button', { name: 'Request pickup' }).click();
  await expect(form.getByText('Enter a 5-digit ZIP code.')).toBeVisible();
  await expect(field(page, 'ZIP code')).toHaveValue('9021');
  await fill(page, {
    'First name': 'Ana',
    'Last name': 'Lopez',
    Email: 'ana@example.com',
    Phone: '(312) 555-0147',
    'Street address': '2211 W Armitage Ave',
    'ZIP code': '60647',
    'Number of items': '7',
    'What are you consigning?': 'A bassinet, a jogging stroller, a high chair and four bags of 0-12 month clothes.',
  });
  await choose(page, 'Service area', 'Chicago');
  await choose(page, 'Estimated resale value', '$300 to $1,000');
  await form.getByRole('button', { name: 'Request pickup' }).click();
  await expect(page.getByRole('heading', { name: 'Pickup requested' })).toBeVisible();
});

test('a failed submit shows a clear message and keeps what was typed', async ({ page }) => {
  await page.route('**/api/applications', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Service unavailable"}' }),
  );
  await page.goto('/careers/apply-community-partner');
  await fill(page, {
    'First name': 'Rosa',
    'Last name': 'Delgado',
    Email: 'rosa@example.org',
    'Organization name': 'Sunset Park Library Story Time',
    City: 'Brooklyn',
    'Tell us about your events': 'Weekly bilingual story time for babies and toddlers, free and drop-in.',
  });
  await choose(page, 'Type of organization', 'Library');
  await choose(page, 'Family events you host a month', '3 to 5');
  await page.getByRole('button', { name: 'Send partner application' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Service unavailable' })).toBeVisible();
  await expect(field(page, 'Organization name')).toHaveValue('Sunset Park Library Story Time');
  await expect(page).toHaveURL(/apply-community-partner$/);
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
