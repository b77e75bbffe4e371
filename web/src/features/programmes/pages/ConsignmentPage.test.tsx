// Covers /consignment's payout table and its pickup form, with the API answered by a stubbed fetch:
// the form loads when it nears the screen, keeps what was typed when a field is refused, posts a
// consignment pickup, and ends on "Pickup requested" in place.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { jsonResponse, stubbedFetch } from '../../../test/fetch-stub';
import { chooseOption, fieldLabelled, fillFields } from '../../../test/form-steps';
import ConsignmentPage from './ConsignmentPage';

const fetchMock = stubbedFetch();

/** The form's anchor comes near the screen (the page scrolled, or "Request a pickup" followed). */
let comeNear: () => void = () => {};

// Vitest transforms the form's modules on their first import, which takes seconds on a busy machine:
// done ahead, so the lazy import below resolves as fast as a cached chunk would.
beforeAll(() => import('../components/ApplicationForm'));

beforeEach(() => {
  fetchMock.mockResolvedValue(jsonResponse(201, { id: 'stored' }));
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        comeNear = () => callback([{ isIntersecting: true }]);
      }
      observe() {}
      disconnect() {}
    },
  );
});

// The whole form, twice, in jsdom: on a fresh clone's busy cores (lint and the emulator suites beside
// it) it took past the suite's 20 s once, so it gets the time of the journey it is.
it(
  'the consignment pickup form keeps input on errors and ends on its thank-you state',
  { timeout: 45_000 },
  async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <MemoryRouter initialEntries={['/consignment']}>
        <ConsignmentPage />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('table')[0]).toHaveTextContent('40%');
    expect(screen.getAllByRole('link', { name: 'Request a pickup' })[0]).toHaveAttribute('href', '#request-pickup');
    expect(document.getElementById('request-pickup')).toHaveTextContent('Request a pickup');
    // The form's code is fetched only when it nears the screen.
    expect(screen.queryByRole('form', { name: 'Consignment pickup request' })).not.toBeInTheDocument();
    act(() => comeNear());
    expect(screen.getByRole('progressbar', { name: 'Loading the form' })).toBeInTheDocument();
    const form = await screen.findByRole(
      'form',
      { name: 'Consignment pickup request' },
      // Its own chunk, imported as it nears the screen: on a busy machine, longer than the usual wait.
      { timeout: 15_000 },
    );

    await fillFields(user, { 'ZIP code': '9021' });
    await user.click(within(form).getByRole('button', { name: 'Request pickup' }));
    expect(within(form).getByText('Enter a 5-digit ZIP code.')).toBeInTheDocument();
    expect(fieldLabelled('ZIP code')).toHaveValue('9021');
    expect(fetchMock).not.toHaveBeenCalled();

    await fillFields(user, {
      'First name': 'Ana',
      'Last name': 'Lopez',
      Email: 'ana@example.com',
      Phone: '(312) 555-0147',
      'Street address': '2211 W Armitage Ave',
      'ZIP code': '60647',
      'Number of items': '7',
      'What are you consigning?': 'A bassinet, a jogging stroller, a high chair and four bags of 0-12 month clothes.',
    });
    await chooseOption(user, 'Service area', 'Chicago');
    await chooseOption(user, 'Estimated resale value', '$300 to $1,000');
    await user.click(within(form).getByRole('button', { name: 'Request pickup' }));

    expect(await screen.findByRole('heading', { name: 'Pickup requested' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Consignment pickup request' })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/applications');
    expect(JSON.parse(init?.body as string)).toMatchObject({
      type: 'consignment-pickup',
      values: { zip: '60647', itemCount: '7', serviceArea: 'chicago', estimatedValue: '300-to-1-000' },
    });
  },
);
