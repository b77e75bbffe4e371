// The funnel report's date range on the form kit: the api's own range schema says what is wrong,
// on the field to change, before anything is asked; a good range goes into the address.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { FUNNEL_ORDER_MESSAGE, FUNNEL_RANGE_MESSAGE } from '@shared/schemas/funnel-range';
import type * as FunnelReportModule from '../api/get-funnel-report';
import { useFunnelReport } from '../api/get-funnel-report';
import AnalyticsAdminPage, { pendingDaysNote } from './AnalyticsAdminPage';

vi.mock('../../account', () => ({ RequireSignIn: ({ children }: { children: () => ReactNode }) => children() }));
vi.mock('../api/get-funnel-report', async (importOriginal) => ({
  ...(await importOriginal<typeof FunnelReportModule>()),
  useFunnelReport: vi.fn(() => ({ data: undefined, error: null, isPending: true })),
}));
vi.mock('../../../ui/meta/PageMeta', () => ({ PageMeta: () => null }));

// Each test counts the report's calls of its own, whichever order the tests run in.
beforeEach(() => vi.mocked(useFunnelReport).mockClear());

function Address() {
  const { search } = useLocation();
  return <output aria-label="address">{search}</output>;
}

function setup() {
  render(
    <MemoryRouter initialEntries={['/admin/analytics?from=2026-11-02&to=2026-11-15']}>
      <AnalyticsAdminPage />
      <Address />
    </MemoryRouter>,
  );
  return userEvent.setup({ delay: null });
}

const setDay = async (user: ReturnType<typeof userEvent.setup>, label: 'From' | 'To', day: string) => {
  const field = screen.getByLabelText(new RegExp(`^${label}`));
  await user.clear(field);
  await user.type(field, day);
};

it('asks for a day on or after the start, and a range under the longest, without asking for the report', async () => {
  const user = setup();
  expect(screen.getByLabelText(/^From/)).toHaveValue('2026-11-02');
  await setDay(user, 'To', '2026-10-01');
  await user.click(screen.getByRole('button', { name: 'Show' }));
  expect(await screen.findByText(FUNNEL_ORDER_MESSAGE)).toBeVisible();
  expect(screen.getByLabelText(/^To/)).toHaveFocus();
  await setDay(user, 'To', '2027-06-01');
  await user.click(screen.getByRole('button', { name: 'Show' }));
  expect(await screen.findByText(FUNNEL_RANGE_MESSAGE)).toBeVisible();
  expect(screen.getByLabelText('address')).toHaveTextContent('?from=2026-11-02&to=2026-11-15');
  expect(
    vi.mocked(useFunnelReport).mock.calls.every(([from, to]) => from === '2026-11-02' && to === '2026-11-15'),
  ).toBe(true);
});

it('shows the report for a good range: it goes into the address', async () => {
  const user = setup();
  await setDay(user, 'From', '2026-11-05');
  await setDay(user, 'To', '2026-11-20');
  await user.click(screen.getByRole('button', { name: 'Show' }));
  expect(await screen.findByLabelText('address')).toHaveTextContent('?from=2026-11-05&to=2026-11-20');
  expect(vi.mocked(useFunnelReport)).toHaveBeenLastCalledWith('2026-11-05', '2026-11-20');
});

const report = (pendingDays: string[]) => ({
  from: '2026-11-02',
  to: '2026-11-15',
  steps: [{ step: 1, count: 120, conversion: null }],
  byUserType: {},
  byAuthMethod: {},
  topPages: [],
  events: 1_234,
  pendingDays,
});

describe('a loaded report', () => {
  afterEach(() => {
    vi.mocked(useFunnelReport).mockImplementation(
      () => ({ data: undefined, error: null, isPending: true }) as unknown as ReturnType<typeof useFunnelReport>,
    );
  });

  it('says which days of the range are not counted yet, and says nothing when all are', () => {
    vi.mocked(useFunnelReport).mockReturnValue({
      data: report(['2026-11-14', '2026-11-15']),
      error: null,
      isPending: false,
    } as unknown as ReturnType<typeof useFunnelReport>);
    const { unmount } = render(
      <MemoryRouter initialEntries={['/admin/analytics?from=2026-11-02&to=2026-11-15']}>
        <AnalyticsAdminPage />
      </MemoryRouter>,
    );
    expect(screen.getByText('1234 events from 2026-11-02 to 2026-11-15.')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Not counted yet (days are counted after they end, at 00:30 UTC): 2026-11-14, 2026-11-15.',
    );
    unmount();

    vi.mocked(useFunnelReport).mockReturnValue({
      data: report([]),
      error: null,
      isPending: false,
    } as unknown as ReturnType<typeof useFunnelReport>);
    render(
      <MemoryRouter initialEntries={['/admin/analytics?from=2026-11-02&to=2026-11-15']}>
        <AnalyticsAdminPage />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shortens a long list of pending days', () => {
    expect(pendingDaysNote(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05'])).toBe(
      'Not counted yet (days are counted after they end, at 00:30 UTC): 2026-11-01, 2026-11-02, 2026-11-03 and 2 more.',
    );
  });
});
