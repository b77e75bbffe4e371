// Family events end to end on the demo data (dated from the day the run starts): the menu's Events for
// Kids, filters, the map, a calendar file, a live chat between two people, reports that hide a
// message, and a submitted event an admin approves into the city's list.
import { readFileSync } from 'node:fs';
import {
  APP_ORIGIN,
  createAdmin,
  expect,
  findDocs,
  firstEventPathFromServer,
  openMenu,
  phonePhoto,
  test,
  member,
  signedInPage,
} from './fixtures';

/** Today in New York City, as the city's pages name days. */
function nycToday(offsetDays = 0): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offsetDays);
  return d.toISOString().slice(0, 10);
}

/** An RFC 5545 file as its content lines (folded lines joined), each [name, value]. */
function icsLines(text: string): [string, string][] {
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).split(';')[0] ?? '', line.slice(colon + 1)];
    });
}

test("the menu's Events for Kids opens today's New York City events; age, free and stroller filters narrow them", async ({
  page,
}) => {
  await page.goto('/');
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Events for Kids' }).click();
  await expect(page).toHaveURL(/\/city\/new-york-city\/\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Family events in New York City' })).toBeVisible();
  await expect(page).toHaveTitle(/^Family events in New York City on /);
  const cards = page.getByRole('list', { name: 'Events' }).getByRole('article');
  const all = await cards.count();
  expect(all).toBeGreaterThan(2);

  const filters = page.getByRole('form', { name: 'Filters' });
  await filters.getByLabel("Child's age").selectOption({ label: '2 years old' });
  await filters.getByLabel('Free only').check();
  await filters.getByLabel('Stroller friendly').check();
  await filters.getByRole('button', { name: 'Show events' }).click();
  await expect(page).toHaveURL(/\?age=30&free=1&needs=stroller$/);
  await expect(page.getByRole('status')).toHaveText(new RegExp(`^\\d+ of ${all} events match your filters$`));
  const shown = await cards.count();
  expect(shown).toBeLessThan(all);
  for (const card of await cards.all()) {
    await expect(card).toContainText('Free');
    await expect(card.getByRole('list', { name: 'Logistics' })).toContainText('Stroller friendly');
  }

  // The same filtered day, rendered on the server before the app loads, shows the same events.
  const html = await (await fetch(`${APP_ORIGIN}${new URL(page.url()).pathname}?age=30&free=1&needs=stroller`)).text();
  expect((html.match(/<article/g) ?? []).length).toBe(shown);
});

test('the map route shows a marker for every event of the day, beside the list', async ({ page }) => {
  await page.goto(`/city/new-york-city/maps/${nycToday()}`);
  const listed = await page.getByRole('list', { name: 'Events' }).getByRole('article').count();
  expect(listed).toBeGreaterThan(0);
  await expect(page.getByTestId('event-map').locator('path.leaflet-interactive')).toHaveCount(listed);
  await expect(page.getByTestId('event-map')).toContainText('OpenStreetMap');
  // /maps is the same map, for the visitor's last city (here New York City, just viewed).
  await page.goto('/maps');
  await expect(page).toHaveURL(/\/city\/new-york-city\/maps\/\d{4}-\d{2}-\d{2}$|\/maps$/);
  await expect(page.getByTestId('event-map')).toBeVisible();
});

test('an event page downloads a valid calendar file and links to Google Calendar', async ({ page, request }) => {
  const path = await firstEventPathFromServer(request, `/city/new-york-city/${nycToday(1)}`);
  await page.goto(path);
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await expect(page).toHaveTitle(`${title} - Family Events | Recess`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Add to calendar (.ics)' }).click(),
  ]);
  const text = readFileSync((await download.path()) ?? '', 'utf8');
  const lines = icsLines(text);
  const names = lines.map(([name]) => name);
  expect(names[0]).toBe('BEGIN');
  expect(lines[0]?.[1]).toBe('VCALENDAR');
  expect(lines.at(-1)).toEqual(['END', 'VCALENDAR']);
  expect(names.filter((n) => n === 'BEGIN')).toHaveLength(2);
  const value = (name: string) => lines.find(([n]) => n === name)?.[1] ?? '';
  expect(value('VERSION')).toBe('2.0');
  expect(value('SUMMARY').replace(/\\([,;\\])/g, '$1')).toBe(title);
  expect(value('DTSTART')).toMatch(/^\d{8}T\d{6}Z$/);
  expect(value('DTEND') > value('DTSTART')).toBe(true);
  expect(value('URL')).toBe(`${APP_ORIGIN}${path}`);
  const google = new URL((await page.getByRole('link', { name: 'Google Calendar' }).getAttribute('href')) ?? '');
  expect(google.hostname).toBe('calendar.google.com');
  expect(google.searchParams.get('dates')).toBe(`${value('DTSTART')}/${value('DTEND')}`);
});

test('two people chat live in one event; a name shown by choice; three established parents hide a message', async ({
  browser,
  request,
}) => {
  test.slow();
  const [alice, bob, r1, r2] = await Promise.all([
    member('Alice Moreau'),
    member('Bob Lindqvist'),
    member('Rae One'),
    member('Reese Two'),
  ]);
  const path = await firstEventPathFromServer(request, `/city/new-york-city/${nycToday(2)}`);
  const slug = path.split('/').at(-1) ?? '';
  // Alice says Going and chooses to show her first name; Bob, signed in, sees it among those going.
  const alicePage = await signedInPage(browser, alice, path);
  await alicePage.getByRole('checkbox', { name: 'Show my first name to parents who are going' }).check();
  await alicePage.getByRole('button', { name: /^Going \(\d+\)$/ }).click();
  await expect(alicePage.getByRole('button', { name: /^Going \(\d+\)$/ })).toHaveAttribute('aria-pressed', 'true');
  await alicePage.goto(`/chat/${slug}`);
  const bobPage = await signedInPage(browser, bob, path);
  // The chat (and who is going) opens when a reader scrolls near it: whether it starts near enough
  // depends on the page's layout, so Bob scrolls to it, as a reader would.
  await bobPage.getByRole('heading', { name: 'Chat', level: 2 }).scrollIntoViewIfNeeded();
  await expect(bobPage.getByText(/^Going: .*\bAlice\b/)).toBeVisible({ timeout: 30_000 });

  const aliceSays = `Meet at the south gate? ${Date.now()}`;
  await alicePage.getByRole('textbox', { name: 'Message', exact: true }).fill(aliceSays);
  await alicePage.getByRole('button', { name: 'Send' }).click();
  const bobChat = bobPage.getByRole('list', { name: 'Chat messages' });
  await expect(bobChat.getByRole('listitem', { name: `Alice: ${aliceSays}` })).toBeVisible();

  const bobSays = `Yes, with the red stroller ${Date.now()}`;
  await bobPage.getByRole('textbox', { name: 'Message', exact: true }).fill(bobSays);
  await bobPage.getByRole('button', { name: 'Send' }).click();
  const aliceChat = alicePage.getByRole('list', { name: 'Chat messages' });
  await expect(aliceChat.getByRole('listitem', { name: `Bob: ${bobSays}` })).toBeVisible();
  await expect(aliceChat.getByRole('listitem', { name: `Alice: ${aliceSays}` })).toContainText('You');

  // A word from the blocked list is stopped before it is sent, however it is spelled.
  await alicePage.getByRole('textbox', { name: 'Message', exact: true }).fill('what a s c u m b a g');
  await alicePage.getByRole('button', { name: 'Send' }).click();
  await expect(alicePage.getByRole('alert')).toContainText('not allowed');

  // Reports weigh by standing: these three parents are a month old and answered the event. Two
  // reports through the api leave Bob's message up; Alice's, the third, hides it for both.
  await establish([alice, r1, r2], slug);
  const bobMessage = aliceChat.getByRole('listitem', { name: `Bob: ${bobSays}` });
  const messageId = await readMessageId(slug, bobSays);
  for (const reporter of [r1, r2]) {
    const res = await fetch(`${APP_ORIGIN}/api/events/${slug}/messages/${messageId}/report`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${reporter.idToken}` },
      body: JSON.stringify({ reason: 'spam' }),
    });
    expect(res.status).toBe(201);
  }
  await expect(bobMessage).toBeVisible();
  await bobMessage.getByRole('button', { name: "Report Bob's message" }).click();
  await alicePage.getByRole('radio', { name: 'Spam or selling' }).check();
  await alicePage.getByRole('button', { name: 'Send report' }).click();
  await expect(alicePage.getByText('A moderator will review the message.')).toBeVisible();
  await expect(bobMessage).toHaveCount(0);
  await expect(bobChat.getByRole('listitem', { name: `Bob: ${bobSays}` })).toHaveCount(0);
  await expect(bobChat.getByRole('listitem', { name: `Alice: ${aliceSays}` })).toBeVisible();
});

/**
 * Makes each member a parent of a month's standing who answered the event (their profile's createdAt
 * moved back, an Interested RSVP where they have none), written as the emulator's owner.
 */
async function establish(users: { uid: string }[], eventId: string): Promise<void> {
  const docs = `http://127.0.0.1:8080/v1/projects/demo-recess/databases/(default)/documents`;
  const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString();
  const writes = users.flatMap(({ uid }) => [
    {
      update: {
        name: `projects/demo-recess/databases/(default)/documents/users/${uid}`,
        fields: { createdAt: { timestampValue: monthAgo } },
      },
      updateMask: { fieldPaths: ['createdAt'] },
    },
    {
      update: {
        name: `projects/demo-recess/databases/(default)/documents/events/${eventId}/rsvps/${uid}`,
        fields: {
          uid: { stringValue: uid },
          status: { stringValue: 'interested' },
          showFirstName: { booleanValue: false },
        },
      },
      currentDocument: { exists: false },
    },
  ]);
  // One write per document: Alice's Going RSVP already exists, and only its precondition fails.
  for (const write of writes) {
    const res = await fetch(`${docs}:commit`, {
      method: 'POST',
      headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
      body: JSON.stringify({ writes: [write] }),
    });
    if (!res.ok && !write.currentDocument) throw new Error(`establishing failed: ${res.status} ${await res.text()}`);
  }
}

/** The id of the message with this text in an event's room, read as the emulator's owner. */
async function readMessageId(eventId: string, text: string): Promise<string> {
  const [message] = await findDocs('messages', 'text', text, { parent: `events/${eventId}` });
  expect(message?.id ?? '').not.toBe('');
  return message?.id ?? '';
}

test('a parent submits an event with a picture; an admin approves it and it appears in the city list with it', async ({
  browser,
}) => {
  // Two signed-in people, an upload through the photos function (its first start is cold) and an approval.
  test.setTimeout(150_000);
  const [parent, admin] = await Promise.all([member('Noor Haddad'), createAdmin()]);
  const title = `Puddle Jumpers Toddler Walk ${Date.now()}`;
  const date = nycToday(12);
  const page = await signedInPage(browser, parent, '/events/submit');
  const form = page.getByRole('form', { name: 'Submit an event' });
  await form.getByRole('textbox', { name: 'Event title', exact: true }).fill(title);
  await form.getByRole('combobox', { name: 'City', exact: true }).selectOption({ label: 'Seattle' });
  await form.getByRole('textbox', { name: 'Date', exact: true }).fill(date);
  await form.getByRole('textbox', { name: 'Start time', exact: true }).fill('10:30');
  await form.getByRole('textbox', { name: 'Venue', exact: true }).fill('Greenlake Boathouse');
  await form
    .getByRole('textbox', { name: 'Street address', exact: true })
    .fill('7351 E Green Lake Dr N, Seattle, WA 98115');
  await form.getByRole('combobox', { name: 'Youngest age', exact: true }).selectOption({ label: '12 months' });
  await form.getByRole('combobox', { name: 'Oldest age', exact: true }).selectOption({ label: '4 years' });
  await form.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ label: 'Outdoors' });
  await form.getByRole('textbox', { name: 'Organiser', exact: true }).fill('Greenlake Parents Group');
  await form
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('Rain boots on: a slow loop of the lake at toddler speed, then cocoa.');
  await form.getByRole('checkbox', { name: 'Indoors', exact: true }).uncheck();
  await form.getByRole('checkbox', { name: 'Stroller friendly', exact: true }).check();
  await form
    .getByLabel('Event picture')
    .setInputFiles({ name: 'flyer.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto(60) });
  await expect(form.getByRole('img', { name: 'The picture you chose' })).toBeVisible();
  await form.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText('Your event was sent for review.')).toBeVisible();
  await expect(page.getByText('its picture did not upload')).toHaveCount(0);

  const adminPage = await signedInPage(browser, admin, '/admin/events');
  const submission = adminPage.getByRole('article', { name: title });
  // Before approval the picture is the admin's and the submitter's to see, fetched with a token.
  await expect(submission.getByRole('img', { name: `Picture sent with ${title}` })).toBeVisible();
  await submission.getByRole('button', { name: 'Approve' }).click();
  await expect(submission).toHaveCount(0);

  await page.goto(`/city/seattle/${date}`);
  const card = page.getByRole('list', { name: 'Events' }).getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText('10:30 AM');
  await expect(card).toContainText('Free');
  const picture = card.locator('img');
  await expect(picture).toHaveAttribute('src', /^\/api\/events\/pictures\/[\w-]+\/[\w-]+-1080\.webp$/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('Going puts an event on "Your events" and in the private calendar feed', async ({ browser, request }) => {
  test.slow();
  const parent = await member('Ines Carvalho');
  const path = await firstEventPathFromServer(request, `/city/new-york-city/${nycToday(3)}`);
  const page = await signedInPage(browser, parent, path);
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const going = page.getByRole('button', { name: /^Going \(\d+\)$/ });
  const before = Number((await going.textContent())?.match(/\d+/)?.[0]);
  await going.click();
  await expect(going).toHaveAttribute('aria-pressed', 'true');
  await expect(going).toHaveText(`Going (${before + 1})`);

  await page.goto('/events/my');
  await expect(page.getByRole('list', { name: 'Your events' }).getByRole('article', { name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Show my calendar address' }).click();
  const url = await page.getByRole('textbox', { name: 'Calendar address' }).inputValue();
  expect(url).toMatch(/\/api\/events\/calendar\/[\w-]{20,}\.ics$/);
  const ics = icsLines(await (await fetch(url)).text());
  expect(
    ics.filter(([name, value]) => name === 'SUMMARY' && value.replace(/\\([,;\\])/g, '$1') === title),
  ).toHaveLength(1);
});
