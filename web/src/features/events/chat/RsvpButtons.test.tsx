// Going and Interested on an event page: in the server's HTML with the event's counts, in a form the
// browser sends to sign in by itself before the app runs (issue 24); signed out, a press keeps the answer and goes to sign in; a
// press while Auth has not answered yet keeps the answer and waits for it.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { FamilyEvent } from '@shared/events';
import { useSessionStore } from '../../auth';
import RsvpButtons from './RsvpButtons';

const EVENT = { id: 'e1', slug: 'rhyme-time', goingCount: 4, interestedCount: 9 } as FamilyEvent;
const PAGE = '/city/new-york-city/event/rhyme-time';
/** The auth feature's pending action (features/auth/pending-action.ts). */
const PENDING_ACTION_KEY = 'recess_pending_action';

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="where">{`${pathname}${search}`}</output>;
}

function page() {
  return (
    <MemoryRouter initialEntries={[PAGE]}>
      <Routes>
        <Route path={PAGE} element={<RsvpButtons event={EVENT} />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>
  );
}

beforeEach(() => {
  sessionStorage.clear();
  useSessionStore.getState().reset();
});

it('is in the server-rendered page with the counts, before anyone is known', () => {
  // React marks where text pieces meet (<!-- -->); the visitor reads the text.
  const html = renderToString(page()).replaceAll('<!-- -->', '');
  expect(html).toMatch(/<button[^>]*>Going \(4\)/);
  expect(html).toMatch(/<button[^>]*>Interested \(9\)/);
});

it('in the HTML, sends a signed-out tap to sign in by itself, each button naming its answer for the return', () => {
  document.body.innerHTML = renderToString(page());
  const form = document.querySelector('form')!;
  expect(form.method).toBe('get');
  expect(new URL(form.action).pathname).toBe('/signin');
  expect(new URLSearchParams(new FormData(form) as unknown as Record<string, string>).get('next')).toBe(PAGE);
  const going = screen.getByRole('button', { name: 'Going (4)' });
  expect(going).toHaveAttribute('type', 'submit');
  expect(going.closest('form')).toBe(form);
  expect(JSON.parse(going.getAttribute('data-after-sign-in') ?? '')).toEqual({
    action: 'rsvp',
    target: 'e1',
    values: { status: 'going' },
  });
  expect(
    JSON.parse(screen.getByRole('button', { name: 'Interested (9)' }).getAttribute('data-after-sign-in') ?? ''),
  ).toMatchObject({ values: { status: 'interested' } });
  document.body.innerHTML = '';
});

it('keeps a signed-out answer and goes to sign in, coming back here', async () => {
  useSessionStore.getState().setUser(null);
  render(page());
  fireEvent.click(screen.getByRole('button', { name: 'Going (4)' }));
  const where = await screen.findByLabelText('where');
  expect(where.textContent).toBe(`/signin?next=${encodeURIComponent(PAGE)}`);
  expect(JSON.parse(sessionStorage.getItem(PENDING_ACTION_KEY) ?? '{}')).toMatchObject({
    action: 'rsvp',
    target: 'e1',
    values: { status: 'going' },
  });
});

it('waits for Auth when pressed before it answered, then goes to sign in when nobody is signed in', async () => {
  render(page());
  fireEvent.click(screen.getByRole('button', { name: 'Interested (9)' }));
  expect(JSON.parse(sessionStorage.getItem(PENDING_ACTION_KEY) ?? '{}')).toMatchObject({
    values: { status: 'interested' },
  });
  expect(screen.queryByLabelText('where')).toBeNull();
  act(() => useSessionStore.getState().setUser(null));
  expect((await screen.findByLabelText('where')).textContent).toMatch(/^\/signin\?next=/);
});
