// Covers what a parent is told when a pasted link cannot be read, by cause (the store could not be
// reached, our side failed, their own connection), and that the form to add it by hand stays.
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getFreshIdToken } from '../../../lib/firebase/id-token';
import { AddFromLink } from './AddFromLink';
import { LINK_PREVIEW_FALLBACKS } from '../api/link-preview';

vi.mock('../../../lib/firebase/id-token', () => ({ getFreshIdToken: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();
const UNREACHABLE =
  "We couldn't reach that store's website. The link may have a typo or the site may be down. You can add the details yourself below.";
const LINK = 'https://shop.example/p/cloud-rocker';

beforeEach(() => {
  vi.mocked(getFreshIdToken).mockResolvedValue('token-123');
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

async function pasteAndRead() {
  const user = userEvent.setup({ delay: null });
  render(<AddFromLink />);
  await user.type(screen.getByLabelText('Paste a product link from any store'), LINK);
  await user.click(screen.getByRole('button', { name: 'Get details' }));
}

async function expectManualForm() {
  expect(await screen.findByRole('textbox', { name: /Product page/ })).toHaveValue(LINK);
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
