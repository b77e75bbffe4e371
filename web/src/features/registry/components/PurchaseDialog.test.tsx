// Covers the purchase dialog: the shared claim schema's messages, the trimmed claim it sends, and
// what a giver sees when someone else was quicker or the claim fails.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicRegistryItem } from '@shared/registry';
import { ApiError } from '../../../lib/api/client';
import type * as PublicModule from '../api/public';
import { claimPurchase } from '../api/public';
import { PurchaseDialog } from './PurchaseDialog';

vi.mock('../api/public', async (importOriginal) => ({
  ...(await importOriginal<typeof PublicModule>()),
  claimPurchase: vi.fn(),
}));

const item: PublicRegistryItem = {
  id: 'p1',
  title: 'Foldaway High Chair',
  brand: 'Nook',
  retailer: 'Target',
  purchased: false,
  quantity: 1,
  note: '',
};

function setup() {
  const onClose = vi.fn();
  const onPurchased = vi.fn();
  render(<PurchaseDialog uid="owner" ownerName="Maya" item={item} onClose={onClose} onPurchased={onPurchased} />);
  return { user: userEvent.setup({ delay: null }), onClose, onPurchased };
}

const field = (label: RegExp) => screen.getByRole('textbox', { name: label });
/** The alert showing `text` (the note about privacy at the top is an alert too). */
const alertWith = async (text: string) => (await screen.findByText(text)).closest('[role="alert"]');
const markBought = () => screen.getByRole('button', { name: 'Mark as bought' });

async function fillGiver(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/First name/), ' Ada ');
  await user.type(field(/Last name/), 'Giver');
  await user.type(field(/Email/), 'ada@example.com ');
}

beforeEach(() => {
  vi.mocked(claimPurchase).mockReset().mockResolvedValue({ id: 'p1', purchased: true });
});

it('asks for what is missing in the words of the shared schema, and sends nothing', async () => {
  const { user, onPurchased } = setup();
  expect(field(/Where did you buy it\?/)).toHaveValue('Target');
  await user.clear(field(/Where did you buy it\?/));
  await user.click(markBought());

  expect(screen.getByText('Enter your first name.')).toBeInTheDocument();
  expect(screen.getByText('Enter your last name.')).toBeInTheDocument();
  expect(screen.getByText('Enter an email address like name@example.com.')).toBeInTheDocument();
  expect(screen.getByText('Tell the parents where you bought it.')).toBeInTheDocument();
  expect(field(/First name/)).toHaveFocus();
  expect(claimPurchase).not.toHaveBeenCalled();
  expect(onPurchased).not.toHaveBeenCalled();
});

it('sends the trimmed claim, without an empty order number', async () => {
  const { user, onPurchased } = setup();
  await fillGiver(user);
  await user.click(markBought());

  await waitFor(() => expect(onPurchased).toHaveBeenCalledWith('mine'));
  expect(claimPurchase).toHaveBeenCalledExactlyOnceWith('owner', 'p1', {
    first: 'Ada',
    last: 'Giver',
    email: 'ada@example.com',
    storeName: 'Target',
  });
});

it('tells a giver who was too late, and marks the item bought', async () => {
  vi.mocked(claimPurchase).mockRejectedValue(
    new ApiError(409, 'Someone just bought this gift. Please choose another item from the list.'),
  );
  const { user, onPurchased } = setup();
  await fillGiver(user);
  await user.type(field(/Order number/), 'CBS-2231');
  await user.click(markBought());

  const tooLate = 'Someone just bought this gift. Please choose another item from the list.';
  expect(await alertWith(tooLate)).toHaveClass('MuiAlert-colorWarning');
  expect(onPurchased).toHaveBeenCalledExactlyOnceWith('someone-else');
  expect(claimPurchase).toHaveBeenCalledWith('owner', 'p1', expect.objectContaining({ orderNumber: 'CBS-2231' }));
});

it('shows why a claim failed and keeps the dialog open', async () => {
  vi.mocked(claimPurchase).mockRejectedValue(new ApiError(0, 'We could not record your gift. Please try again.'));
  const { user, onPurchased, onClose } = setup();
  await fillGiver(user);
  await user.click(markBought());

  expect(await alertWith('We could not record your gift. Please try again.')).toBeInTheDocument();
  expect(onPurchased).not.toHaveBeenCalled();
  expect(onClose).not.toHaveBeenCalled();
  expect(field(/First name/)).toHaveValue(' Ada ');
});
