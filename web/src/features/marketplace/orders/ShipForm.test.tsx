// The seller's tracking number: refused when missing or in no carrier's format (with the api's own
// words, under the field), sent trimmed when it is a USPS, UPS or FedEx number.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRACKING_MESSAGE } from '@shared/shipping';
import { ShipForm } from './ShipForm';

function renderForm() {
  const onShip = vi.fn(() => Promise.resolve());
  render(<ShipForm isBusy={false} onShip={onShip} />);
  return { onShip, field: screen.getByLabelText('Tracking number') };
}

it('asks for the number from the label when none is typed', async () => {
  const { onShip } = renderForm();
  await userEvent.click(screen.getByRole('button', { name: 'Mark as shipped' }));
  expect(screen.getByText('Enter the tracking number from the label.')).toBeInTheDocument();
  expect(onShip).not.toHaveBeenCalled();
});

it('refuses a number in no carrier format, keeps what was typed, and clears the message on typing', async () => {
  const { onShip, field } = renderForm();
  expect(screen.getByText('USPS, UPS or FedEx, from the label')).toBeInTheDocument();
  fireEvent.change(field, { target: { value: '1Z 999 AA1' } });
  await userEvent.click(screen.getByRole('button', { name: 'Mark as shipped' }));
  expect(screen.getByText(TRACKING_MESSAGE)).toBeInTheDocument();
  expect(field).toHaveValue('1Z 999 AA1');
  expect(onShip).not.toHaveBeenCalled();
  fireEvent.change(field, { target: { value: '1Z 999 AA1 01' } });
  expect(screen.queryByText(TRACKING_MESSAGE)).not.toBeInTheDocument();
  expect(screen.getByText('USPS, UPS or FedEx, from the label')).toBeInTheDocument();
});

it('sends a UPS number, trimmed', async () => {
  const { onShip, field } = renderForm();
  fireEvent.change(field, { target: { value: '  1Z 999 AA1 01 2345 6784 ' } });
  await userEvent.click(screen.getByRole('button', { name: 'Mark as shipped' }));
  await waitFor(() => expect(onShip).toHaveBeenCalledWith('1Z 999 AA1 01 2345 6784'));
});
