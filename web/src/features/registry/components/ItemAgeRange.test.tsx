// Covers a custom item's age range on its row: added and changed in place, checked by the add form's
// rule (a range the timeline can read, within LIMITS), saved through the registry mutation.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as MutationsModule from '../api/mutations';
import { setItemAgeRange } from '../api/mutations';
import { AGE_RANGE_MESSAGE } from '../add-from-store/product-draft';
import { ItemAgeRange } from './ItemAgeRange';

vi.mock('../api/mutations', async (importOriginal) => ({
  ...(await importOriginal<typeof MutationsModule>()),
  setItemAgeRange: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(setItemAgeRange).mockReset().mockResolvedValue(undefined);
});

const field = () => screen.getByRole('textbox', { name: 'Age range for Knit Blanket' });

it('adds an age range the timeline can read, and refuses one it cannot', async () => {
  const user = userEvent.setup({ delay: null });
  render(<ItemAgeRange uid="u1" itemId="link-abc" title="Knit Blanket" />);
  await user.click(screen.getByRole('button', { name: /Add an age range.*Knit Blanket/ }));
  await user.type(field(), 'toddlers');
  await user.click(screen.getByRole('button', { name: 'Save age range' }));
  expect(await screen.findByText(AGE_RANGE_MESSAGE)).toBeInTheDocument();
  expect(setItemAgeRange).not.toHaveBeenCalled();
  await user.clear(field());
  await user.type(field(), ' 0-12 months ');
  await user.click(screen.getByRole('button', { name: 'Save age range' }));
  expect(setItemAgeRange).toHaveBeenCalledWith('u1', 'link-abc', ' 0-12 months ');
  expect(await screen.findByRole('button', { name: /Add an age range/ })).toBeInTheDocument();
});

it('shows the saved range with Change, and keeps the form open with a message when saving fails', async () => {
  vi.mocked(setItemAgeRange).mockRejectedValue(new Error('offline'));
  const user = userEvent.setup({ delay: null });
  render(<ItemAgeRange uid="u1" itemId="link-abc" title="Knit Blanket" ageRange="0-6 months" />);
  expect(screen.getByText('Age range: 0-6 months')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /Change age range.*Knit Blanket/ }));
  expect(field()).toHaveValue('0-6 months');
  await user.clear(field());
  await user.click(screen.getByRole('button', { name: 'Save age range' }));
  expect(setItemAgeRange).toHaveBeenCalledWith('u1', 'link-abc', '');
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  expect(field()).toBeInTheDocument();
});
