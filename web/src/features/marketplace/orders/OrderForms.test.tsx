// The order's forms: a pickup code must be the buyer's six digits (spaces and dashes dropped), a
// problem report needs words (said in an alert), a rating needs stars before it can be sent.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PICKUP_CODE_MESSAGE } from '@shared/pickup';
import { DisputeForm, PickupCodeForm, RatingForm } from './OrderForms';

const sent = () => vi.fn((_body: unknown) => Promise.resolve());

it('refuses a pickup code that is not six digits, and sends one typed with spaces', async () => {
  const onSend = sent();
  render(<PickupCodeForm isBusy={false} onSend={onSend} />);
  const box = screen.getByLabelText('Pickup code');
  fireEvent.change(box, { target: { value: '12 34' } });
  await userEvent.click(screen.getByRole('button', { name: 'Record the hand-over' }));
  expect(screen.getByText(PICKUP_CODE_MESSAGE)).toBeInTheDocument();
  expect(onSend).not.toHaveBeenCalled();
  fireEvent.change(box, { target: { value: '123 456' } });
  expect(screen.getByText("The 6 digits on the buyer's order page, once they have the item")).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Record the hand-over' }));
  await waitFor(() => expect(onSend).toHaveBeenCalledWith({ code: '123456' }));
});

it('asks what went wrong before sending a problem report, then sends it trimmed', async () => {
  const onSend = sent();
  render(<DisputeForm isBusy={false} onSend={onSend} />);
  await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Tell us what went wrong with the item.');
  fireEvent.change(screen.getByLabelText('What went wrong?'), { target: { value: ' The wheel is cracked. ' } });
  await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
  await waitFor(() => expect(onSend).toHaveBeenCalledWith({ reason: 'The wheel is cracked.' }));
});

it('keeps Send rating off until stars are chosen', async () => {
  const onSend = sent();
  render(<RatingForm sellerFirstName="Ana" isBusy={false} onSend={onSend} />);
  expect(screen.getByText('Rate Ana')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Send rating' })).toBeDisabled();
  fireEvent.click(screen.getByRole('radio', { name: '4 Stars' }));
  expect(screen.getByRole('button', { name: 'Send rating' })).toBeEnabled();
  fireEvent.change(screen.getByLabelText('Comment'), { target: { value: ' Easy pickup ' } });
  await userEvent.click(screen.getByRole('button', { name: 'Send rating' }));
  await waitFor(() => expect(onSend).toHaveBeenCalledWith({ stars: 4, comment: 'Easy pickup' }));
});
