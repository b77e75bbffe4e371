// Covers what a parent is told when a pasted link cannot be read, by cause (the store could not be
// reached, our side failed, their own connection), that the form to add it by hand stays, and that
// what is then typed by hand is what gets added.
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { newRegistryItem } from '@shared/registry';
import { isValidRegistryItem } from '@shared/schemas/registry-item';
import { getFreshIdToken } from '../../../lib/firebase/id-token';
import { useAddToRegistry } from '../hooks/use-add-to-registry';
import { AddFromLink } from './AddFromLink';
import { LINK_PREVIEW_FALLBACKS } from '../api/link-preview';
import { linkProductId } from './product-draft';

vi.mock('../../../lib/firebase/id-token', () => ({ getFreshIdToken: vi.fn() }));
// The registry write itself (a transaction, its rules) is the functions' rules tests' and the
// end-to-end paste-a-link journey's; here only what the form hands to it.
vi.mock('../hooks/use-add-to-registry', () => ({ useAddToRegistry: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();
const UNREACHABLE =
  "We couldn't reach that store's website. The link may have a typo or the site may be down. You can add the details yourself below.";
const LINK = 'https://shop.example/p/cloud-rocker';

const addMock = vi.fn<ReturnType<typeof useAddToRegistry>['add']>();

beforeEach(() => {
  vi.mocked(getFreshIdToken).mockResolvedValue('token-123');
  addMock.mockReset().mockResolvedValue(true);
  vi.mocked(useAddToRegistry).mockReturnValue({ add: addMock, busyId: null });
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

async function pasteAndRead(link = LINK) {
  const user = userEvent.setup({ delay: null });
  render(<AddFromLink />);
  await user.click(screen.getByLabelText('Paste a product link from any store'));
  await user.paste(link);
  await user.click(screen.getByRole('button', { name: 'Get details' }));
  return user;
}

async function expectManualForm(link = LINK) {
  expect(await screen.findByRole('textbox', { name: /Product page/ })).toHaveValue(link);
  expect(screen.getByRole('textbox', { name: /Product name/ })).toHaveValue('');
  expect(screen.getByRole('button', { name: 'Add to registry' })).toBeEnabled();
}

it("shows the server's words when the store could not be reached, not a blame on the link", async () => {
  fetchMock.mockResolvedValue(
    new Response(JSON.stringify({ error: UNREACHABLE }), {
      status: 400,
      headers: { 'Content-Type': 'application/json' },
    }),
  );
  await pasteAndRead();
  expect(await screen.findByText(UNREACHABLE)).toBeInTheDocument();
  expect(screen.queryByText(LINK_PREVIEW_FALLBACKS.badLink)).not.toBeInTheDocument();
  await expectManualForm();
});

const refusedWithUnreachable = () =>
  new Response(JSON.stringify({ error: UNREACHABLE }), {
    status: 400,
    headers: { 'Content-Type': 'application/json' },
  });

it("sends a pasted private address as typed, and shows the server's refusal in the words of a store that cannot be reached", async () => {
  // The server refuses it (functions: link-preview.test.ts, safe-fetch.test.ts) with those very words,
  // so a prober learns nothing; the parent keeps the address to add by hand.
  const metadata = 'http://169.254.169.254/latest/meta-data/';
  fetchMock.mockResolvedValue(refusedWithUnreachable());
  await pasteAndRead(metadata);
  expect(await screen.findByText(UNREACHABLE)).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  expect(url).toBe('/api/link-preview');
  expect(init?.method).toBe('POST');
  expect(init?.headers).toMatchObject({ Authorization: 'Bearer token-123' });
  expect(init?.body).toBe(JSON.stringify({ url: metadata }));
  await expectManualForm(metadata);
});

it('adds what the parent types by hand after the store could not be reached, with the pasted link', async () => {
  const link = 'https://willow-lane-goods.invalid/products/cozy-wrap';
  fetchMock.mockResolvedValue(refusedWithUnreachable());
  const user = await pasteAndRead(link);
  expect(await screen.findByText(UNREACHABLE)).toBeInTheDocument();
  expect(screen.queryByText("That link can't be read", { exact: false })).not.toBeInTheDocument();
  await expectManualForm(link);
  await user.type(screen.getByRole('textbox', { name: /Product name/ }), 'Cozy Wrap Carrier');
  await user.click(screen.getByRole('button', { name: 'Add to registry' }));

  const product = {
    id: linkProductId(link),
    title: 'Cozy Wrap Carrier',
    brand: 'willow-lane-goods.invalid',
    externalUrl: link,
    retailer: 'willow-lane-goods.invalid',
  };
  expect(addMock).toHaveBeenCalledExactlyOnceWith(product);
  // What the registry's rules hold every item to (the shared schema the rules tests check).
  expect(isValidRegistryItem(newRegistryItem(product, 1))).toBe(true);
  // Added: the form goes and the link box is empty for the next one.
  expect(await screen.findByLabelText('Paste a product link from any store')).toHaveValue('');
  expect(screen.queryByRole('textbox', { name: /Product name/ })).not.toBeInTheDocument();
});

it('says our side failed when the service answers 5xx without words', async () => {
  fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
  await pasteAndRead();
  expect(await screen.findByText(LINK_PREVIEW_FALLBACKS.unavailable)).toBeInTheDocument();
  await expectManualForm();
});

it("says the parent's connection is down when the request never left", async () => {
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  await pasteAndRead();
  expect(await screen.findByText(LINK_PREVIEW_FALLBACKS.offline)).toBeInTheDocument();
  expect(screen.queryByText('Failed to fetch')).not.toBeInTheDocument();
  await expectManualForm();
});

it('fills the form from a page that could be read', async () => {
  const product = { title: 'Cloud Rocker', brand: 'Nook', price: 129, externalUrl: LINK, retailer: 'Shop' };
  fetchMock.mockResolvedValue(
    new Response(JSON.stringify({ product }), { status: 200, headers: { 'Content-Type': 'application/json' } }),
  );
  await pasteAndRead();
  expect(await screen.findByRole('textbox', { name: /Product name/ })).toHaveValue('Cloud Rocker');
  expect(screen.getByRole('textbox', { name: /Price/ })).toHaveValue('129.00');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('asks for a whole address on the link field, reads nothing until there is one, and keeps what was typed', async () => {
  const user = userEvent.setup({ delay: null });
  render(<AddFromLink />);
  const box = screen.getByLabelText('Paste a product link from any store');
  await user.type(box, 'shop.example/p/cloud-rocker');
  await user.click(screen.getByRole('button', { name: 'Get details' }));
  expect(screen.getByText('Paste the full product page address, starting with https://.')).toBeInTheDocument();
  expect(box).toHaveFocus();
  expect(box).toHaveValue('shop.example/p/cloud-rocker');
  expect(fetchMock).not.toHaveBeenCalled();
});

it('checks the details by hand before adding: a name is needed, a price must be one, each said on its field', async () => {
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  await pasteAndRead();
  await expectManualForm();
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByRole('textbox', { name: /Price/ }), 'about forty');
  await user.click(screen.getByRole('button', { name: 'Add to registry' }));
  expect(screen.getByText('Give the product a name.')).toBeInTheDocument();
  expect(screen.getByText('Enter a price like 49.99, or leave it empty.')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /Product name/ })).toHaveFocus();
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it('says how long a link may be when it is longer, and reads nothing', async () => {
  const user = userEvent.setup({ delay: null });
  render(<AddFromLink />);
  fireEvent.change(screen.getByLabelText('Paste a product link from any store'), {
    target: { value: `https://shop.example/${'a'.repeat(2048)}` },
  });
  await user.click(screen.getByRole('button', { name: 'Get details' }));
  expect(screen.getByText('Keep it to 2,048 characters or fewer.')).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
});
