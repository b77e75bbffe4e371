// Reporting a chat message: the chat's reasons from the one shared list, "Rude, hateful or
// threatening" chosen at first; Send report sends the chosen reason's value and says thanks.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatMessage } from '@shared/events';
import { CHAT_REPORT_REASONS } from '@shared/report-reasons';
import { useToastStore } from '../../../ui/toast/toast-store';
import { reportChatMessage } from '../api/chat';
import { MESSAGE_REPORTED, ReportMessageButton } from './ReportMessageButton';

vi.mock('../api/chat', () => ({ reportChatMessage: vi.fn() }));
const report = vi.mocked(reportChatMessage);

const message: ChatMessage = { id: 'm1', senderId: 's1', firstName: 'Ana', text: 'Hi', createdAt: 0, hidden: false };

async function openDialog() {
  render(<ReportMessageButton eventId="e1" message={message} />);
  await userEvent.click(screen.getByRole('button', { name: "Report Ana's message" }));
  return screen.getByRole('dialog');
}

beforeEach(() => report.mockReset());

it('lists the chat reasons, with abuse chosen', async () => {
  await openDialog();
  const radios = screen.getAllByRole('radio');
  expect(radios.map((r) => r.closest('label')?.textContent)).toEqual(CHAT_REPORT_REASONS.map((r) => r.label));
  expect(screen.getByRole('radio', { name: 'Rude, hateful or threatening' })).toBeChecked();
});

it("sends the chosen reason's value and thanks the reporter", async () => {
  report.mockResolvedValue({ reports: 1, hidden: false });
  await openDialog();
  await userEvent.click(screen.getByRole('radio', { name: "Shares someone's personal details" }));
  await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
  await waitFor(() => expect(report).toHaveBeenCalledWith('e1', 'm1', 'personal-info'));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(JSON.stringify(useToastStore.getState())).toContain(MESSAGE_REPORTED);
});
