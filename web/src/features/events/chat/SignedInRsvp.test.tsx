// A signed-in parent's Going and Interested: the counts are the live sum of the shards (the event's
// own counts until there are any); a press sends the answer to the api, pressing one's answer again
// takes it back, and what the api refuses is said in its words.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import type { FamilyEvent } from '@shared/events';
import { ApiError } from '../../../lib/api/client';
import { useToastStore } from '../../../ui/toast/toast-store';
import { answerRsvp, useLiveRsvpCounts, useMyRsvp, type MyRsvp } from '../api/rsvps';
import { getDb } from '../../../lib/firebase/app';
import SignedInRsvp from './SignedInRsvp';

const db = getDb();

vi.mock('../../../lib/firebase/app', () => {
  // One promise, as the app's lazy getter gives: \`use\` waits for it once.
  const db = Promise.resolve({});
  return { getDb: () => db };
});
vi.mock('../../auth', () => ({ usePendingAction: vi.fn() }));
vi.mock('../api/rsvps', () => ({ answerRsvp: vi.fn(), useLiveRsvpCounts: vi.fn(), useMyRsvp: vi.fn() }));
const answer = vi.mocked(answerRsvp);
const counts = vi.mocked(useLiveRsvpCounts);
const mine = vi.mocked(useMyRsvp);

const EVENT = { id: 'e1', citySlug: 'new-york-city', goingCount: 4, interestedCount: 9 } as FamilyEvent;

async function show(saved: MyRsvp | null) {
  mine.mockReturnValue(saved);
  // Awaited: the component waits for the database once (`use`).
  await act(() => {
    render(
      <Suspense fallback={null}>
        <SignedInRsvp event={EVENT} uid="u1" />
      </Suspense>,
    );
    return db;
  });
}

beforeEach(() => {
  answer.mockReset().mockResolvedValue({ status: 'going', showFirstName: false });
  counts.mockReset().mockReturnValue({ going: 12, interested: 3 });
  useToastStore.getState().reset();
});

it("shows the live counts, with the event's own as the fallback", async () => {
  await show(null);
  expect(await screen.findByRole('button', { name: 'Going (12)' })).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByRole('button', { name: 'Interested (3)' })).toHaveAttribute('aria-pressed', 'false');
  expect(counts).toHaveBeenCalledWith(expect.anything(), 'e1', { going: 4, interested: 9 });
});

it('sends Going to the api with the choice to show the first name', async () => {
  await show(null);
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Show my first name to parents who are going' }));
  await userEvent.click(screen.getByRole('button', { name: 'Going (12)' }));
  await waitFor(() => expect(answer).toHaveBeenCalledWith('e1', { status: 'going', showFirstName: true }));
});

it('takes back the answer pressed again, and moves it to the other one', async () => {
  await show({ status: 'going', showFirstName: false });
  const going = await screen.findByRole('button', { name: 'Going (12)' });
  expect(going).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(going);
  await waitFor(() => expect(answer).toHaveBeenLastCalledWith('e1', { status: null, showFirstName: false }));
  await userEvent.click(screen.getByRole('button', { name: 'Interested (3)' }));
  await waitFor(() => expect(answer).toHaveBeenLastCalledWith('e1', { status: 'interested', showFirstName: false }));
});

it("says what the api refused in its words, and a generic retry for the server's failures", async () => {
  await show(null);
  answer.mockRejectedValueOnce(new ApiError(409, 'This date is cancelled, so it takes no answers.'));
  await userEvent.click(await screen.findByRole('button', { name: 'Going (12)' }));
  await waitFor(() => expect(JSON.stringify(useToastStore.getState())).toContain('This date is cancelled'));
  answer.mockRejectedValueOnce(new ApiError(503, 'Firestore is busy'));
  await userEvent.click(screen.getByRole('button', { name: 'Interested (3)' }));
  await waitFor(() =>
    expect(JSON.stringify(useToastStore.getState())).toContain('That did not save. Please try again.'),
  );
  expect(JSON.stringify(useToastStore.getState())).not.toContain('Firestore is busy');
});
