// The admin's removal reason: asked for before anything is sent, over-long said as such with the
// text kept, sent trimmed; the api's refusal shows under the field.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoveListingDialog } from './RemoveListingDialog';

const props = { title: 'Travel crib', isBusy: false, failure: '', onClose: () => undefined };

it('asks for a reason, refuses one over 500 characters, and sends one trimmed', async () => {
  const onRemove = vi.fn();
  render(<RemoveListingDialog {...props} onRemove={onRemove} />);
  const remove = screen.getByRole('button', { name: 'Remove listing' });
  await userEvent.click(remove);
  expect(screen.getByText('Tell the seller why the listing is removed.')).toBeInTheDocument();
  expect(screen.getByLabelText('Reason for the seller')).toHaveFocus();
  const box = screen.getByLabelText('Reason for the seller');
  fireEvent.change(box, { target: { value: 'x'.repeat(501) } });
  await userEvent.click(remove);
  expect(screen.getByText(/500 characters/)).toBeInTheDocument();
  expect(box).toHaveValue('x'.repeat(501));
  expect(onRemove).not.toHaveBeenCalled();
  fireEvent.change(box, { target: { value: '  The latch is broken.  ' } });
  await userEvent.click(remove);
  await waitFor(() => expect(onRemove).toHaveBeenCalledWith('The latch is broken.'));
});

it("shows the api's refusal", () => {
  render(<RemoveListingDialog {...props} failure="This listing was already removed." onRemove={vi.fn()} />);
  expect(screen.getByRole('alert')).toHaveTextContent('This listing was already removed.');
});
