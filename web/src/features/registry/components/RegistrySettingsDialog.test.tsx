// Covers the registry settings dialog: the shared settings and web-address schemas' messages, what
// it saves (a surprise date or null, a lowercase web address only when it changed), and failures.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Registry } from '../api/refs';
import type * as SettingsModule from '../api/settings';
import { claimRegistrySlug, saveRegistrySettings } from '../api/settings';
import { RegistrySettingsDialog } from './RegistrySettingsDialog';

vi.mock('../api/settings', async (importOriginal) => ({
  ...(await importOriginal<typeof SettingsModule>()),
  saveRegistrySettings: vi.fn(),
  claimRegistrySlug: vi.fn(),
}));

const registry = {
  uid: 'owner',
  title: 'Baby Registry',
  description: 'Welcome!',
  ownerName: 'Maya Okafor',
  isPublic: true,
  nameSlug: 'maya-okafor',
  revealPurchasesAt: null,
  product: [],
} as unknown as Registry;

function setup() {
  const onClose = vi.fn();
  render(<RegistrySettingsDialog uid="owner" registry={registry} onClose={onClose} />);
  return { user: userEvent.setup({ delay: null }), onClose };
}

const field = (label: RegExp) => screen.getByRole('textbox', { name: label });
const save = () => screen.getByRole('button', { name: 'Save settings' });

beforeEach(() => {
  vi.mocked(saveRegistrySettings).mockReset().mockResolvedValue(undefined);
  vi.mocked(claimRegistrySlug).mockReset().mockResolvedValue({ nameSlug: 'x' });
});

/** Replaces a field's text as a paste would (one event, not one per key). */
async function replace(user: ReturnType<typeof userEvent.setup>, label: RegExp, text: string) {
  await user.clear(field(label));
  if (text) await user.paste(text);
}

it('shows the shared schemas’ messages and saves nothing', async () => {
  const { user } = setup();
  await replace(user, /Registry title/, '');
  await replace(user, /Your names/, '');
  await replace(user, /Web address/, 'ab');
  await user.click(save());

  expect(screen.getByText('Give your registry a title.')).toBeInTheDocument();
  expect(screen.getByText('Enter the name friends know you by.')).toBeInTheDocument();
  expect(screen.getByText('Use 3 to 60 lowercase letters, numbers and dashes.')).toBeInTheDocument();
  expect(field(/Registry title/)).toHaveFocus();
  expect(saveRegistrySettings).not.toHaveBeenCalled();
});

it('flags a reserved web address when it is left', async () => {
  const { user } = setup();
  await replace(user, /Web address/, 'search');
  await user.tab();
  expect(screen.getByText('That name is reserved by Recess. Please choose another.')).toBeInTheDocument();
});

it('shows the web address as it will be, and claims it only when it changed', async () => {
  const { user, onClose } = setup();
  expect(screen.getByText(`${window.location.origin}/registry/maya-okafor`)).toBeInTheDocument();
  await user.click(save());
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(saveRegistrySettings).toHaveBeenCalledExactlyOnceWith('owner', {
    title: 'Baby Registry',
    description: 'Welcome!',
    ownerName: 'Maya Okafor',
    isPublic: true,
    revealPurchasesAt: null,
  });
  expect(claimRegistrySlug).not.toHaveBeenCalled();
});

it('saves a new lowercase web address and the public switch', async () => {
  const { user, onClose } = setup();
  await replace(user, /Web address/, ' Baby-Okafor ');
  expect(screen.getByText(`${window.location.origin}/registry/baby-okafor`)).toBeInTheDocument();
  await user.click(screen.getByRole('switch', { name: /Public/ }));
  await user.click(save());

  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(saveRegistrySettings).toHaveBeenCalledWith('owner', expect.objectContaining({ isPublic: false }));
  expect(claimRegistrySlug).toHaveBeenCalledExactlyOnceWith('baby-okafor');
});

it('shows why saving failed and stays open', async () => {
  vi.mocked(claimRegistrySlug).mockRejectedValue(
    new Error("That registry name is taken. Try adding your baby's name or the year."),
  );
  const { user, onClose } = setup();
  await replace(user, /Web address/, 'okafor-family');
  await user.click(save());

  expect(await screen.findByRole('alert')).toHaveTextContent(
    "That registry name is taken. Try adding your baby's name or the year.",
  );
  expect(onClose).not.toHaveBeenCalled();
  expect(field(/Web address/)).toHaveValue('okafor-family');
});
