// "Near you": a ZIP that is not five digits, or not in an area we cover, is refused with its message
// and not remembered; a covered one is remembered and its listings asked for; none near says so.
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UNKNOWN_ZIP_MESSAGE } from '@shared/zip-areas';
import { useFirstBrowsePage, type BrowseFilters } from '../browse/api/browse-listings';
import { NearYou } from './NearYou';

vi.mock('../browse/api/browse-listings', () => ({ useFirstBrowsePage: vi.fn() }));
const firstPage = vi.mocked(useFirstBrowsePage);

beforeEach(() => {
  localStorage.clear();
  firstPage.mockReset();
  firstPage.mockReturnValue({ items: [], isError: false, isSuccess: false });
});

async function submit(zip: string) {
  fireEvent.change(screen.getByLabelText('Your ZIP code'), { target: { value: zip } });
  await userEvent.click(screen.getByRole('button', { name: 'Show nearby' }));
}

it('asks for five digits, and reads nothing', async () => {
  render(<NearYou />);
  await submit('1021');
  expect(screen.getByText('Enter a 5-digit ZIP code.')).toBeInTheDocument();
  expect(localStorage.length).toBe(0);
  expect(firstPage).toHaveBeenLastCalledWith(expect.anything(), false);
});

it('says which cities are covered for a ZIP outside them', async () => {
  render(<NearYou />);
  await submit('99501');
  expect(screen.getByText(UNKNOWN_ZIP_MESSAGE)).toBeInTheDocument();
  expect(localStorage.length).toBe(0);
});

it('remembers a covered ZIP, names its area, asks for listings within 25 miles and says when there are none', async () => {
  render(<NearYou />);
  firstPage.mockReturnValue({ items: [], isError: false, isSuccess: true });
  await submit('10011');
  expect(screen.getByRole('heading', { name: /^Near New York 10011$/ })).toBeInTheDocument();
  const [filters, isEnabled] = firstPage.mock.lastCall as [BrowseFilters, boolean];
  expect(filters).toMatchObject({ zip: '10011', radiusMiles: 25, sort: 'nearest' });
  expect(isEnabled).toBe(true);
  expect(screen.getByText('Nothing listed within 25 miles yet.')).toBeInTheDocument();
  expect(screen.getByLabelText('Your ZIP code')).toHaveValue('10011');
});

it('says when nearby listings cannot be read', () => {
  firstPage.mockReturnValue({ items: [], isError: true, isSuccess: false });
  render(<NearYou />);
  expect(screen.getByText('Nearby listings are not available right now.')).toBeInTheDocument();
});
