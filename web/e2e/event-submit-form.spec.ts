// The event submit form at a phone's width: a send with fields missing names each one on its own field
// and moves focus to the first; the venue pin is put, removed (the status says so) and put again, and
// the submission carries it; changing the city drops a pin put in the one before.
import { expect, findDocs, member, signedInPage, test, type FirestoreFields, type FirestoreValue } from './fixtures';

/** The submission with this title, read as the emulator's owner. */
async function submissionTitled(title: string): Promise<FirestoreFields> {
  return (await findDocs('eventSubmissions', 'title', title))[0]?.fields ?? {};
}

const coordinate = (value: FirestoreValue | undefined) => Number(value?.doubleValue ?? value?.integerValue);

test('a submit with fields missing names each on its field; the venue pin is put, removed and sent', async ({
  browser,
}) => {
  const parent = await member('Ines Carvalho');
  const page = await signedInPage(browser, parent, '/events/submit');
  await page.setViewportSize({ width: 390, height: 844 });
  const form = page.getByRole('form', { name: 'Submit an event' });
  const title = form.getByRole('textbox', { name: 'Event title', exact: true });

  await form.getByRole('button', { name: 'Send for review' }).click();
  await expect(title).toBeFocused();
  await expect(form.getByText('Add the title.')).toBeVisible();
  await expect(form.getByText('Add the venue.')).toBeVisible();
  await expect(form.getByText('Choose the date.')).toBeVisible();
  await form.getByRole('textbox', { name: /^Price in dollars/ }).fill('ten');
  await form.getByRole('textbox', { name: /^Price in dollars/ }).blur();
  await expect(form.getByText(/^Enter the price in dollars/)).toBeVisible();

  const name = `Cedar Park Stroller Stretch ${Date.now()}`;
  await title.fill(name);
  await expect(form.getByText('Add the title.')).toHaveCount(0);
  await form.getByRole('combobox', { name: 'City', exact: true }).selectOption({ label: 'Chicago' });
  const status = form.getByRole('status').filter({ hasText: /pin/i });
  await form.getByRole('button', { name: "Put the pin at the map's centre" }).click();
  await expect(status).toHaveText(/^Pin at 41\.\d+, -87\.\d+$/);
  // Another city: the Chicago pin is dropped with its map.
  await form.getByRole('combobox', { name: 'City', exact: true }).selectOption({ label: 'Seattle' });
  await expect(status).toHaveText('No pin yet');
  await form.getByRole('button', { name: "Put the pin at the map's centre" }).click();
  await expect(status).toHaveText(/^Pin at 47\.\d+, -122\.\d+$/);
  await form.getByRole('button', { name: 'Remove the pin' }).click();
  await expect(status).toHaveText('No pin yet');
  await form.getByRole('button', { name: "Put the pin at the map's centre" }).click();
  const pinned = /^Pin at (\S+), (\S+)$/.exec((await status.textContent()) ?? '');
  expect(pinned).not.toBeNull();

  await form.getByRole('textbox', { name: 'Date', exact: true }).fill('2026-12-19');
  await form.getByRole('textbox', { name: 'Start time', exact: true }).fill('09:45');
  await form.getByRole('textbox', { name: 'Venue', exact: true }).fill('Cedar Park playground');
  await form.getByRole('textbox', { name: 'Street address', exact: true }).fill('3737 NE 135th St, Seattle, WA 98125');
  await form.getByRole('textbox', { name: /^Price in dollars/ }).fill('');
  await form.getByRole('textbox', { name: 'Organiser', exact: true }).fill('Lake City Stroller Club');
  await form
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('A slow loop of the park with strollers and carriers, then swings for whoever is awake.');
  await form.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText('Your event was sent for review.')).toBeVisible({ timeout: 20_000 });

  const sent = await submissionTitled(name);
  expect(coordinate(sent.lat)).toBeCloseTo(Number(pinned?.[1]), 4);
  expect(coordinate(sent.lng)).toBeCloseTo(Number(pinned?.[2]), 4);
});
