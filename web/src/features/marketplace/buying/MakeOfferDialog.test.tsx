// Covers the offer dialog for a signed-out visitor: Send keeps what they typed for after sign-in and
// goes to sign in; back signed in, the dialog opens with it (draft), unsent.
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { CurrentPath } from '../../../test/current-path';
import type { Listing } from '@shared/marketplace';
import { useSessionStore } from '../../auth';
import MakeOfferDialog from './MakeOfferDialog';

const listing = {
  id: 'l1',
  title: 'Fernway stroller',
  brand: 'Fernway',
  category: 'strollers',
  priceCents: 12000,
  seller: { id: 's', firstName: 'Ana' },
} as Listing;

function renderDialog(draft: { amount: string; message: string } | null = null) {
  render(
    <MemoryRouter initialEntries={['/marketplace/fernway-stroller/l1']}>
      <Routes>
        <Route
          path="/marketplace/:title/:id"
          element={<MakeOfferDialog listing={listing} draft={draft} open onClose={() => {}} />}
        />
        <Route path="*" element={<CurrentPath />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  sessionStorage.clear();
  useSessionStore.getState().setUser(null);
});

it('signed out, Send keeps the offer for after sign-in and goes to sign in', async () => {
  const user = userEvent.setup();
  renderDialog();
  expect(screen.getByText(/What you typed here is kept\./)).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Offer amount'), { target: { value: '90' } });
  fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Saturday works' } });
  await user.click(screen.getByRole('button', { name: 'Send offer' }));

  expect(await screen.findByLabelText('Current path')).toHaveTextContent(
    '/signin?next=%2Fmarketplace%2Ffernway-stroller%2Fl1',
  );
  const held = JSON.parse(sessionStorage.getItem('recess_pending_action') ?? '{}') as Record<string, unknown>;
  expect(held).toMatchObject({
    action: 'make-offer',
    target: 'l1',
    values: { amount: '90', message: 'Saturday works' },
    path: '/marketplace/fernway-stroller/l1',
  });
}, 20_000);

it('signed out, an offer below half the price is refused before anything is kept', async () => {
  const user = userEvent.setup();
  renderDialog();
  fireEvent.change(screen.getByLabelText('Offer amount'), { target: { value: '10' } });
  await user.click(screen.getByRole('button', { name: 'Send offer' }));
  expect(screen.getByText('Offers start at half the price: at least $60.00.')).toBeInTheDocument();
  expect(sessionStorage.getItem('recess_pending_action')).toBeNull();
}, 20_000);

it('opens with the offer typed before signing in', () => {
  useSessionStore.getState().setUser({ uid: 'u1', displayName: 'Noa Lindqvist', email: null });
  renderDialog({ amount: '90', message: 'Saturday works' });
  expect(screen.getByLabelText('Offer amount')).toHaveValue('90');
  expect(screen.getByLabelText('Message')).toHaveValue('Saturday works');
  expect(screen.queryByText(/What you typed here is kept\./)).not.toBeInTheDocument();
});

it.each([
  ['ten dollars', 'Enter an amount in dollars, like 85.'],
  ['59.99', 'Offers start at half the price: at least $60.00.'],
  ['120', 'That is the full price: use Buy now instead.'],
  ['$150', 'That is the full price: use Buy now instead.'],
])(
  'refuses an offer of %s with "%s", in the alert',
  async (amount, message) => {
    const user = userEvent.setup();
    renderDialog();
    fireEvent.change(screen.getByLabelText('Offer amount'), { target: { value: amount } });
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByText('In dollars')).toBeInTheDocument();
    expect(sessionStorage.getItem('recess_pending_action')).toBeNull();
  },
  20_000,
);

it('takes the minimum itself: at least half the price is sent on (to sign in, signed out)', async () => {
  const user = userEvent.setup();
  renderDialog();
  fireEvent.change(screen.getByLabelText('Offer amount'), { target: { value: '$60' } });
  await user.click(screen.getByRole('button', { name: 'Send offer' }));
  expect(await screen.findByLabelText('Current path')).toHaveTextContent('/signin');
}, 20_000);
