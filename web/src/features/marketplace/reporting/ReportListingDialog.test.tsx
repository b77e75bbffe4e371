// The listing report form: one list of reasons; no reason, or "Something else" without details, is
// refused in the alert with its message; a reason goes to the api as its words (with the details),
// and the api's refusal is shown in the same place.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LISTING_REPORT_REASONS } from '@shared/report-reasons';
import type * as client from '../../../lib/api/client';
import { ApiError, apiFetch } from '../../../lib/api/client';
import ReportListingDialog from './ReportListingDialog';
import { CHOOSE_REASON_MESSAGE, DETAILS_NEEDED_MESSAGE } from './report-reason';

vi.mock('../../../lib/api/client', async (original) => ({
  ...(await original<typeof client>()),
  apiFetch: vi.fn(),
}));
const send = vi.mocked(apiFetch);
const sentReason = () => (send.mock.lastCall?.[1]?.body as { reason?: string } | undefined)?.reason;

function renderDialog() {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ReportListingDialog listingId="l1" open onClose={onClose} />
    </QueryClientProvider>,
  );
  return { onClose, dialog: screen.getByRole('dialog') };
}

const choose = (value: string) => fireEvent.change(screen.getByLabelText('What is wrong?'), { target: { value } });
const sendReport = () => userEvent.click(screen.getByRole('button', { name: 'Send report' }));

beforeEach(() => send.mockReset());

it('offers every listing reason, in the one list, after "Choose a reason"', () => {
  renderDialog();
  const options = screen.getAllByRole('option').map((o) => o.textContent);
  expect(options).toEqual(['Choose a reason', ...LISTING_REPORT_REASONS.map((r) => r.label)]);
});

it('asks for a reason, then for details when the reason is "Something else"', async () => {
  renderDialog();
  await sendReport();
  expect(screen.getByRole('alert')).toHaveTextContent(CHOOSE_REASON_MESSAGE);
  choose('other');
  expect(screen.getByText('Required: tell us what is wrong.')).toBeInTheDocument();
  await sendReport();
  expect(screen.getByRole('alert')).toHaveTextContent(DETAILS_NEEDED_MESSAGE);
  expect(send).not.toHaveBeenCalled();
});

it("sends the reason's words with the details, and closes", async () => {
  send.mockResolvedValue({ id: 'r1', status: 'open' });
  const { onClose } = renderDialog();
  choose('unsafe');
  fireEvent.change(screen.getByLabelText('Details'), { target: { value: ' Frayed straps ' } });
  await sendReport();
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(send.mock.lastCall?.[0]).toBe('/api/marketplace/listings/l1/report');
  expect(sentReason()).toBe('Unsafe or recalled item: Frayed straps');
});

it("shows the api's refusal and stays open", async () => {
  send.mockRejectedValueOnce(new ApiError(409, 'You already reported this listing.'));
  const { onClose } = renderDialog();
  choose('scam');
  await sendReport();
  expect(await screen.findByRole('alert')).toHaveTextContent('You already reported this listing.');
  expect(onClose).not.toHaveBeenCalled();
});
