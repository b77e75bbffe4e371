// Events polish on a phone (390 x 844): the event map opens on the venue, chat times name the day in
// the city's zone and older messages load on scroll, past days say so, events have pictures, an
// admin hides a visible message, pages hydrate without React errors, one view event per load, the
// meet-at-an-event suggestion on a pickup order, and axe on a listing, an event and a chat page
// (the server's HTML and hydrated).
import { createRequire } from 'node:module';
import type { Browser, Page } from '@playwright/test';
import {
  APP_ORIGIN,
  FIRESTORE_EMULATOR,
  PROJECT_ID,
  createAdmin,
  demoUser,
  expect,
  findDocs,
  readDoc,
  signInAs,
  signedInPage,
  test,
  waitForApp,
  type FirestoreFields,
} from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

const DOCS = `${FIRESTORE_EMULATOR}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
const OWNER = { authorization: 'Bearer owner', 'content-type': 'application/json' };
const NY = 'America/New_York';

type Fields = FirestoreFields;

/** A demo series' first occurrence from today on (the seed dates them from the day the run starts). */
async function occurrenceOf(seriesId: string): Promise<{ id: string; title: string; date: string }> {
  const today = dayIn(NY, Date.now());
  const found = (await findDocs('events', 'seriesId', seriesId, { limit: 50 }))
    .map((d) => ({ id: d.id, title: d.fields.title?.stringValue ?? '', date: d.fields.date?.stringValue ?? '' }))
    .filter((e) => e.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date));
  if (!found[0]) throw new Error(`no occurrence of ${seriesId}`);
  return found[0];
}

/** Writes chat messages straight into an event's room, as if people had sent them at those times. */
async function writeMessages(eventId: string, messages: { id: string; text: string; at: number; name?: string }[]) {
  const writes = messages.map((m) => ({
    update: {
      name: `projects/${PROJECT_ID}/databases/(default)/documents/events/${eventId}/messages/${m.id}`,
      fields: {
        senderId: { stringValue: `e2e-chatter-${m.name ?? 'Robin'}` },
        firstName: { stringValue: m.name ?? 'Robin' },
        text: { stringValue: m.text },
        createdAt: { timestampValue: new Date(m.at).toISOString() },
        hidden: { booleanValue: false },
      },
    },
  }));
  const res = await fetch(`${DOCS}:commit`, { method: 'POST', headers: OWNER, body: JSON.stringify({ writes }) });
  if (!res.ok) throw new Error(`writing messages failed: ${res.status} ${await res.text()}`);
}

function dayIn(timeZone: string, at: number, offsetDays = 0): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone }).format(at);
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offsetDays);
  return d.toISOString().slice(0, 10);
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

test("the event page's map shows the venue's marker in view (Bedford Park, the Bronx)", async ({ page }) => {
  const event = await occurrenceOf('bedford-park-family-garden-club');
  await page.goto(`/city/new-york-city/event/${event.id}`);
  const map = page.getByRole('region', { name: 'Map of 1 event' });
  await expect(map).toBeVisible();
  const marker = map.locator('path.leaflet-interactive');
  await expect(marker).toHaveCount(1);
  await map.scrollIntoViewIfNeeded();
  const box = await map.boundingBox();
  const dot = await marker.boundingBox();
  expect(box && dot).toBeTruthy();
  if (!box || !dot) return;
  // The marker sits well inside the map, near its centre, not at or past an edge.
  const cx = dot.x + dot.width / 2 - box.x;
  const cy = dot.y + dot.height / 2 - box.y;
  expect(Math.abs(cx - box.width / 2)).toBeLessThan(box.width / 4);
  expect(Math.abs(cy - box.height / 2)).toBeLessThan(box.height / 4);
});

test("an event page opens the chat's live listener only when the reader scrolls to it", async ({ page }) => {
  const event = await occurrenceOf('st-george-toddler-tumble-gym');
  const tag = unique();
  await writeMessages(event.id, [{ id: `e2e-lazy-${tag}`, text: `Coffee after? ${tag}`, at: Date.now() - 60_000 }]);
  const listens: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('google.firestore.v1.Firestore/Listen')) listens.push(r.url());
  });
  await page.goto(`/city/new-york-city/event/${event.id}`);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const chat = page.getByRole('region', { name: 'Chat' });
  await expect(chat.getByRole('button', { name: 'Open the chat' })).toBeAttached();
  // Hydrated at the top of a phone screen, a few seconds on: no listener, no messages read.
  await page.waitForTimeout(1500);
  expect(listens).toEqual([]);
  await expect(page.getByRole('list', { name: 'Chat messages' })).toHaveCount(0);
  await chat.scrollIntoViewIfNeeded();
  await expect(
    page.getByRole('list', { name: 'Chat messages' }).getByRole('listitem', { name: `Robin: Coffee after? ${tag}` }),
  ).toBeVisible();
  expect(listens.length).toBeGreaterThan(0);
});

test("a chat page names the event; times say minutes ago, or the day and time in the event city's zone; older messages load as the reader scrolls up", async ({
  page,
}) => {
  // The first chat pages of a run wait on the render function's cold start while the seed's RSVPs are
  // still being counted (20 s for the server's HTML on a busy machine).
  test.slow();
  const event = await occurrenceOf('jackson-heights-bilingual-story-time');
  const tag = unique();
  const now = Date.now();
  const start = now - 2 * 3_600_000;
  // Three days and two hours ago: the oldest message, on the page before the newest 50.
  const earlier = now - 3 * 86_400_000 - 2 * 3_600_000;
  await writeMessages(event.id, [
    ...Array.from({ length: 60 }, (_, i) => ({
      id: `e2e-${tag}-${String(i).padStart(2, '0')}`,
      text: `Message ${i} ${tag}`,
      at: start + i * 60_000,
    })),
    { id: `e2e-old-${tag}`, text: `Anyone parking on Bay St? ${tag}`, at: earlier },
    { id: `e2e-new-${tag}`, text: `On my way with the twins ${tag}`, at: now - 5 * 60_000 },
  ]);
  await page.goto(`/chat/${event.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Chat: ${event.title}`);
  const chat = page.getByRole('list', { name: 'Chat messages' });
  const recent = chat.getByRole('listitem', { name: `Robin: On my way with the twins ${tag}` });
  await expect(recent.locator('time')).toHaveText(/^(5|6) min ago$/);
  await expect(chat.getByRole('listitem', { name: `Robin: Message 59 ${tag}` })).toBeVisible();
  await expect(chat.getByRole('listitem', { name: `Robin: Message 0 ${tag}` })).toHaveCount(0);
  // Scrolling the list to its top (as a thumb would) brings the page before the newest 50.
  await chat.hover();
  for (let i = 0; i < 40 && (await chat.evaluate((el) => el.scrollTop)) > 0; i++) await page.mouse.wheel(0, -2000);
  await expect(chat.getByRole('listitem', { name: `Robin: Message 0 ${tag}` })).toBeAttached();
  const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: NY }).format(earlier);
  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: NY }).format(earlier);
  const old = chat.getByRole('listitem', { name: `Robin: Anyone parking on Bay St? ${tag}` });
  await expect(old.locator('time')).toHaveText(`${weekday} ${time}`);
  await expect(old.locator('time')).toHaveAttribute('datetime', new Date(earlier).toISOString());
});

test('a past day says it has passed and links to today, whose event cards and event page show the event picture at its size; titles and headings carry the year', async ({
  page,
}) => {
  const yesterday = dayIn(NY, Date.now(), -1);
  const today = dayIn(NY, Date.now());
  const year = yesterday.slice(0, 4);
  await page.goto(`/city/new-york-city/${yesterday}`);
  await expect(page).toHaveTitle(new RegExp(`^Family events in New York City on \\w+, \\w+ \\d+, ${year} \\| Recess$`));
  await expect(page.getByText(new RegExp(`^\\w+, \\w+ \\d+, ${year}$`))).toBeVisible();
  await expect(page.getByText('This day has passed: these events already happened.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Events' }).getByRole('article').first()).toBeVisible();
  await page.getByRole('link', { name: "See today's events" }).click();
  await expect(page).toHaveURL(new RegExp(`/city/new-york-city/${today}$`));
  await expect(page.getByText('This day has passed: these events already happened.')).toHaveCount(0);

  // Today's event cards and an event page show the event's picture at its size.
  const card = page.getByRole('list', { name: 'Events' }).getByRole('article').first();
  const thumb = card.locator('img');
  await expect(thumb).toHaveAttribute('src', /^\/images\/events\/[a-z0-9-]+\.svg$/);
  await expect(thumb).toHaveAttribute('width', '104');
  await expect(thumb).toHaveAttribute('height', '55');
  await thumb.scrollIntoViewIfNeeded();
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
  await card.getByRole('link').first().click();
  const hero = page.getByRole('main').locator('img[width="1200"][height="630"]');
  await expect(hero).toBeVisible();
  const box = await hero.boundingBox();
  expect(Math.round(((box?.width ?? 0) / (box?.height ?? 1)) * 100)).toBe(190);

  // The server's HTML has the year in its title too.
  const html = await (await fetch(`${APP_ORIGIN}/city/new-york-city/${today}`)).text();
  expect(html).toMatch(
    new RegExp(`<title[^>]*>Family events in New York City on [^<]*, ${today.slice(0, 4)} \\| Recess<\\/title>`),
  );
});

test('an admin hides a visible chat message from /admin/events', async ({ browser }) => {
  // Three pages and the api function, which can be slow to answer on a busy machine.
  test.slow();
  const event = await occurrenceOf('park-slope-baby-rhyme-time');
  const tag = unique();
  const id = `e2e-hide-${tag}`;
  await writeMessages(event.id, [{ id, text: `Rude words here ${tag}`, at: Date.now() - 60_000, name: 'Pat' }]);
  const admin = await createAdmin();
  const page = await signedInPage(browser, admin, '/admin/events');
  await page.getByLabel('Event or chat address').fill(`${APP_ORIGIN}/chat/${event.id}`);
  await page.getByRole('button', { name: 'Show messages' }).click();
  const message = page
    .getByRole('list', { name: 'Visible chat messages' })
    .getByRole('listitem', { name: `Pat: Rude words here ${tag}` });
  await message.getByRole('button', { name: 'Hide' }).click();
  await expect(message).toHaveCount(0, { timeout: 30_000 });
  const hidden = page.getByRole('region', { name: 'Hidden chat messages' });
  await expect(hidden.getByText(`Rude words here ${tag}`)).toBeVisible({ timeout: 30_000 });
  await expect(hidden.getByText(/hidden by an admin/).first()).toBeVisible();
  const doc = await readDoc(`events/${event.id}/messages/${id}`);
  expect((doc?.fields as Fields | undefined)?.hidden?.booleanValue).toBe(true);
  // Gone from the room for everyone.
  await page.goto(`/chat/${event.id}`);
  await expect(page.getByRole('list', { name: 'Chat messages' }).getByText(`Rude words here ${tag}`)).toHaveCount(0);
});

test('every prerendered page hydrates without a React error (no #418 on /consignment)', async ({ page }) => {
  // Ten pages, each loaded and hydrated in turn.
  test.slow();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && /Minified React error|#41[89]|#42[35]|hydrat/i.test(m.text()))
      errors.push(`${page.url()}: ${m.text()}`);
  });
  for (const path of [
    '/consignment',
    '/',
    '/about',
    '/community',
    '/faqs',
    '/legal-center',
    '/privacy-policy',
    '/creator-project',
    '/careers/pro-seller',
    '/careers/community-partner',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Scrolled to the end, lazy parts (the consignment form) load and render too.
    await page.keyboard.press('End');
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  }
  expect(errors).toEqual([]);
});

/** Every analytics event the page sends, by name, from its batch requests (beacons included). */
function sentEvents(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (r) => {
    if (!r.url().includes('/api/analytics/batch')) return;
    try {
      const body = JSON.parse(r.postData() ?? '{}') as { events?: { name: string }[] };
      for (const e of body.events ?? []) names.push(e.name);
    } catch {
      names.push('(unreadable batch)');
    }
  });
  return names;
}

test('signed in, a full load of a listing sends one Listing Viewed, and of an event one Event Viewed', async ({
  page,
  user,
}) => {
  const names = sentEvents(page);
  const flushed = page.waitForRequest(
    (r) => r.url().includes('/api/analytics/batch') && (r.postData() ?? '').includes('"Listing Viewed"'),
    {
      timeout: 20_000,
    },
  );
  // Signed in on the first load, of the listing itself.
  await signInAs(page, user, '/marketplace/item/demo-listing-001');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await flushed;
  await page.goto('about:blank');
  await expect.poll(() => names.filter((n) => n === 'Listing Viewed').length).toBe(1);
  await page.waitForTimeout(500);
  expect(names.filter((n) => n === 'Listing Viewed')).toHaveLength(1);

  const event = await occurrenceOf('park-slope-baby-rhyme-time');
  const eventFlushed = page.waitForRequest(
    (r) => r.url().includes('/api/analytics/batch') && (r.postData() ?? '').includes('"Event Viewed"'),
    {
      timeout: 20_000,
    },
  );
  await page.goto(`/city/new-york-city/event/${event.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(event.title);
  await eventFlushed;
  await page.goto('about:blank');
  await page.waitForTimeout(500);
  expect(names.filter((n) => n === 'Event Viewed')).toHaveLength(1);
});

test("a local-pickup order suggests a family event in the pickup's city this week as the meeting place", async ({
  page,
}) => {
  const orders = (await findDocs('orders', 'fulfilment', 'pickup', { limit: 100 })).filter((o) => {
    const status = o.fields.status?.stringValue ?? '';
    const zip = o.fields.pickup?.mapValue?.fields.zip?.stringValue ?? '';
    // A seeded order: other tests' pickup orders (buyForPickup) have buyers without the demo password.
    const isSeeded = o.id.startsWith('demo-order-');
    return isSeeded && ['paid', 'ready_for_pickup'].includes(status) && /^\d{5}$/.test(zip);
  });
  const order = orders[0];
  expect(order, 'a seeded pickup order, paid or ready for pickup').toBeTruthy();
  if (!order) return;
  const buyer = await demoUser(order.fields.buyerUid?.stringValue ?? '');
  await signInAs(page, buyer, `/marketplace/orders/${order.id}`);
  const meet = page.getByRole('region', { name: 'Meet at a family event' });
  await expect(meet).toBeVisible();
  const choice = meet.getByLabel('Event this week');
  const chosen = (await choice.locator('option').first().textContent()) ?? '';
  const title = chosen.split(': ').slice(1).join(': ');
  expect(title.length).toBeGreaterThan(0);
  await meet.getByRole('button', { name: 'Suggest this event' }).click();
  await expect(
    page.getByText(new RegExp(`^How about meeting at ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, `)),
  ).toBeVisible();
});

// ---- Accessibility: axe on a listing, an event page and a chat page, before and after hydration ----

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Serious and critical axe violations on the page as it is now, one line each. */
async function seriousViolationsNow(page: Page): Promise<string[]> {
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run(document)).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/**
 * Axe on one load of a page at 390 px: first the server's HTML as it arrives (nothing touched, so the
 * app does not start), then the same page once the app is started as a visitor's key would start it
 * (fixtures.ts waitForApp) and has hydrated it.
 */
async function seriousViolations(
  browser: Browser,
  path: string,
): Promise<{ serverHtml: string[]; hydrated: string[] }> {
  const context = await browser.newContext({ bypassCSP: true, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const isHydrated = () => page.evaluate(() => document.documentElement.dataset.hydrated !== undefined);
  await page.mainFrame().goto(`${APP_ORIGIN}${path}`, { waitUntil: 'load' });
  expect(await isHydrated()).toBe(false);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.addScriptTag({ path: axePath });
  const serverHtml = await seriousViolationsNow(page);
  expect(await isHydrated()).toBe(false);
  await waitForApp(page);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const hydrated = await seriousViolationsNow(page);
  await context.close();
  return { serverHtml, hydrated };
}

const AXE_PAGES: [string, () => Promise<string>][] = [
  ['a listing', () => Promise.resolve('/marketplace/item/demo-listing-001')],
  ['an event page', async () => `/city/new-york-city/event/${(await occurrenceOf('park-slope-baby-rhyme-time')).id}`],
  ['a chat page', async () => `/chat/${(await occurrenceOf('park-slope-baby-rhyme-time')).id}`],
];

for (const [name, pathOf] of AXE_PAGES) {
  test(`${name} at 390px has no serious or critical axe violations (server's HTML, then hydrated)`, async ({
    browser,
  }) => {
    let path = await pathOf();
    // A listing's short address answers with a redirect to its canonical one: check that page.
    if (path.startsWith('/marketplace/item/')) {
      const res = await fetch(`${APP_ORIGIN}${path}`, { redirect: 'manual' });
      path = res.headers.get('location') ?? path;
    }
    expect(await seriousViolations(browser, path)).toEqual({ serverHtml: [], hydrated: [] });
  });
}
