// Covers the application pages' branches, with the API answered by a stubbed fetch: the Pro Seller,
// Community Partner and creator forms flag what is missing or wrong and keep what was typed, post
// their own type of application, and end on their thank-you (the page, or in place for creators); a
// refused send shows the server's message and stays on the form. The one real journey through the
// emulators is content.spec.ts's job application.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { CurrentPath } from '../../../test/current-path';
import { jsonResponse, stubbedFetch } from '../../../test/fetch-stub';
import { chooseOption, fieldLabelled, fillFields } from '../../../test/form-steps';
import ApplyPage from './ApplyPage';
import ThankYouPage from './ThankYouPage';

const fetchMock = stubbedFetch();

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/careers/apply-pro-seller" element={<ApplyPage form="pro-seller" />} />
          <Route path="/careers/apply-community-partner" element={<ApplyPage form="community-partner" />} />
          <Route path="/creator-application" element={<ApplyPage form="creator" />} />
          <Route path="/careers/thank-you" element={<ThankYouPage />} />
        </Routes>
        <CurrentPath />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

/** What the page posted to /api/applications. */
function sentApplication(): { type: string; values: Record<string, unknown> } {
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  expect(url).toBe('/api/applications');
  expect(init?.method).toBe('POST');
  return JSON.parse(init?.body as string) as { type: string; values: Record<string, unknown> };
}

const currentPath = () => screen.getByRole('status', { name: 'Current path' });

beforeEach(() => {
  fetchMock.mockResolvedValue(jsonResponse(201, { id: 'stored' }));
});

const partner = {
  'First name': 'Rosa',
  'Last name': 'Delgado',
  Email: 'rosa@example.org',
  'Organization name': 'Sunset Park Library Story Time',
  City: 'Brooklyn',
  'Tell us about your events': 'Weekly bilingual story time for babies and toddlers, free and drop-in.',
};

async function fillPartnerForm(user: ReturnType<typeof userEvent.setup>) {
  await fillFields(user, partner);
  await chooseOption(user, 'Type of organization', 'Library');
  await chooseOption(user, 'Family events you host a month', '3 to 5');
}

// The thank-you page is a route of its own, loaded on the first submit: on a busy machine its first
// import can take longer than testing-library's usual wait.
const LAZY_PAGE = { timeout: 15_000 };

/** The thank-you heading has come, and the address is `path` (its own route, or the form's in place). */
async function expectThankYou(path: string) {
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Thank you for applying' }, LAZY_PAGE),
  ).toBeInTheDocument();
  expect(currentPath()).toHaveTextContent(new RegExp(`^${path}$`));
}

it('the Pro Seller form flags empty fields without losing input, then lands on the thank-you page', async () => {
  const user = renderAt('/careers/apply-pro-seller');
  const send = () => user.click(screen.getByRole('button', { name: 'Send Pro Seller application' }));
  await fillFields(user, { 'First name': 'Dana', 'Shop or business name': 'Second Bloom Kids' });
  await send();

  expect(screen.getByText(/fields need your attention/)).toBeInTheDocument();
  expect(screen.getByText('Enter last name.')).toBeInTheDocument();
  expect(screen.getByText('Enter email.')).toBeInTheDocument();
  expect(fieldLabelled('First name')).toHaveValue('Dana');
  expect(fieldLabelled('Shop or business name')).toHaveValue('Second Bloom Kids');
  expect(fieldLabelled('Last name')).toHaveFocus();

  await fillFields(user, {
    'Last name': 'Whitaker',
    Email: 'not-an-email',
    City: 'Chicago',
    'What you sell': 'Strollers and nursery furniture',
    'Tell us about your shop': 'A family resale shop in Logan Square that refurbishes strollers and cribs.',
  });
  await chooseOption(user, 'Completed sales on Recess so far', '25 to 99');
  await send();
  expect(screen.getByText('Enter an email address like name@example.com.')).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();

  await fillFields(user, { Email: 'dana@example.com' });
  await send();
  await expectThankYou('/careers/thank-you');
  expect(sentApplication()).toMatchObject({
    type: 'pro-seller',
    values: { firstName: 'Dana', email: 'dana@example.com', shopName: 'Second Bloom Kids', completedSales: '25-to-99' },
  });
});

it('the Community Partner form asks for the organization, then lands on the thank-you page', async () => {
  const user = renderAt('/careers/apply-community-partner');
  await user.click(screen.getByRole('button', { name: 'Send partner application' }));
  expect(screen.getByText('Enter organization name.')).toBeInTheDocument();

  await fillPartnerForm(user);
  await user.click(screen.getByRole('button', { name: 'Send partner application' }));
  await expectThankYou('/careers/thank-you');
  expect(sentApplication()).toMatchObject({
    type: 'community-partner',
    values: { organization: 'Sunset Park Library Story Time', organizationType: 'library', eventsPerMonth: '3-to-5' },
  });
});

it('a failed submit shows a clear message and keeps what was typed', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  fetchMock.mockResolvedValue(jsonResponse(503, { error: 'Service unavailable' }));
  const user = renderAt('/careers/apply-community-partner');
  await fillPartnerForm(user);
  await user.click(screen.getByRole('button', { name: 'Send partner application' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
  expect(fieldLabelled('Organization name')).toHaveValue('Sunset Park Library Story Time');
  expect(currentPath()).toHaveTextContent(/^\/careers\/apply-community-partner$/);
  expect(screen.queryByRole('heading', { name: 'Thank you for applying' })).not.toBeInTheDocument();
});

it('the creator form asks for a link to the work, then ends on its thank-you state in place', async () => {
  const user = renderAt('/creator-application');
  await user.click(screen.getByRole('button', { name: 'Send creator application' }));
  expect(screen.getByText('Enter link to your best work.')).toBeInTheDocument();

  await fillFields(user, {
    'First name': 'Theo',
    'Last name': 'Nakamura',
    Email: 'theo@example.com',
    'Link to your best work': 'https://theo.example.com',
    'Pitch us one idea': 'A photo essay on the first week home with a preemie, from the NICU doors to the first bath.',
  });
  await chooseOption(user, 'Main format', 'Photography');
  await chooseOption(user, 'Audience size across your channels', '1,000 to 10,000');
  await user.click(screen.getByRole('button', { name: 'Send creator application' }));

  await expectThankYou('/creator-application');
  expect(screen.queryByRole('button', { name: 'Send creator application' })).not.toBeInTheDocument();
  expect(sentApplication()).toMatchObject({
    type: 'creator',
    values: { portfolioUrl: 'https://theo.example.com', format: 'photography', audience: '1-000-to-10-000' },
  });
});
