// The alert form's branches: a ZIP outside the areas covered and a price that is not one are refused
// in place; signed out, Save keeps what was chosen for after sign-in and goes to sign in; a held
// draft comes back as typed, with an unknown choice dropped.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { CurrentPath } from '../../../test/current-path';
import { UNKNOWN_ZIP_MESSAGE } from '@shared/zip-areas';
import { ALERT_PRICE_MESSAGE } from '@shared/schemas/listing-alert';
import { useSessionStore } from '../../auth';
import { alertDraftFrom, emptyAlertValues } from './alert-form-values';
import ListingAlertDialog from './ListingAlertDialog';

const product = { id: 'littlewalk-everyday-stroller', title: 'Littlewalk Everyday Full-Size Stroller' };
const PAGE = '/product/littlewalk-everyday-full-size-stroller/littlewalk-everyday-stroller';

function renderDialog() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[PAGE]}>
        <Routes>
          <Route
            path="/product/:slug/:id"
            element={<ListingAlertDialog product={product} initialValues={emptyAlertValues('')} onClose={() => {}} />}
          />
          <Route path="*" element={<CurrentPath />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  sessionStorage.clear();
  useSessionStore.getState().setUser(null);
});

it('refuses a ZIP outside the areas covered and a price that is not one, on their fields', async () => {
  const user = userEvent.setup();
  renderDialog();
  fireEvent.change(screen.getByLabelText('Your ZIP code'), { target: { value: '59001' } });
  fireEvent.change(screen.getByLabelText('Highest price'), { target: { value: 'cheap' } });
  await user.click(screen.getByRole('button', { name: 'Save alert' }));
  expect(screen.getByText(UNKNOWN_ZIP_MESSAGE)).toBeInTheDocument();
  expect(screen.getByText(ALERT_PRICE_MESSAGE)).toBeInTheDocument();
  expect(screen.queryByLabelText('Current path')).not.toBeInTheDocument();
});

it('signed out, Save keeps the choices for after sign-in and goes to sign in', async () => {
  const user = userEvent.setup();
  renderDialog();
  expect(screen.getByText(/What you chose here is kept\./)).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Your ZIP code'), { target: { value: '11215' } });
  fireEvent.change(screen.getByLabelText('Within'), { target: { value: '10' } });
  fireEvent.change(screen.getByLabelText('Highest price'), { target: { value: '$380' } });
  fireEvent.change(screen.getByLabelText('Condition'), { target: { value: 'like-new' } });
  await user.click(screen.getByRole('button', { name: 'Save alert' }));

  expect(await screen.findByLabelText('Current path')).toHaveTextContent(`/signin?next=${encodeURIComponent(PAGE)}`);
  const held = JSON.parse(sessionStorage.getItem('recess_pending_action') ?? '{}') as Record<string, unknown>;
  expect(held).toMatchObject({
    action: 'listing-alert',
    target: product.id,
    values: { zip: '11215', radiusMiles: '10', maxPrice: '$380', minCondition: 'like-new' },
    path: PAGE,
  });
});

it('brings a held draft back as typed, dropping a condition it does not know', () => {
  const fallback = emptyAlertValues('94110');
  expect(alertDraftFrom({ zip: '11215', radiusMiles: '10', maxPrice: '380', minCondition: 'mint' }, fallback)).toEqual({
    zip: '11215',
    radiusMiles: '10',
    maxPrice: '380',
    minCondition: '',
  });
  expect(alertDraftFrom({}, fallback)).toEqual(fallback);
});
