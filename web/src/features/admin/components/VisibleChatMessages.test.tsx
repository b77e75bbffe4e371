// The admin's finder for an event's chat: an address that names no event is refused on the field,
// with what was pasted kept and nothing read; an event's or its chat's address opens its messages.
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useVisibleMessages } from '../api/events-moderation';
import { VisibleChatMessages } from './VisibleChatMessages';

vi.mock('../api/events-moderation', () => ({
  useVisibleMessages: vi.fn(() => ({ data: undefined, isError: false })),
  useHideChatMessage: () => ({ isPending: false, mutate: vi.fn() }),
}));

const lastAsked = () => vi.mocked(useVisibleMessages).mock.calls.at(-1)?.[0];

it("refuses an address that names no event, then shows an event chat's messages", async () => {
  render(<VisibleChatMessages />);
  const box = screen.getByLabelText('Event or chat address');
  const show = screen.getByRole('button', { name: 'Show messages' });
  await userEvent.click(show);
  expect(screen.getByText("Paste the event's address, or its chat's.")).toBeInTheDocument();
  fireEvent.change(box, { target: { value: 'story time?!' } });
  await userEvent.click(show);
  expect(screen.getByText("Paste the event's address, or its chat's.")).toBeInTheDocument();
  expect(box).toHaveValue('story time?!');
  expect(lastAsked()).toBeNull();
  fireEvent.change(box, { target: { value: 'x'.repeat(501) } });
  await userEvent.click(show);
  expect(screen.getByText('Keep it to 500 characters or fewer.')).toBeInTheDocument();
  fireEvent.change(box, { target: { value: 'https://recess.example/chat/story-time-brooklyn-2026-12-01' } });
  await userEvent.click(show);
  expect(lastAsked()).toBe('story-time-brooklyn-2026-12-01');
});
