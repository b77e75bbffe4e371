// Covers the timeline on a received gift: each status's words (from the shared maths), "List it now"
// into the sell flow only when outgrown or nearly so, and the prompt when there is no baby date.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { newRegistryItem } from '@shared/registry';
import { outgrowStatus } from '@shared/outgrow';
import { BabyDatePrompt, OutgrowNote } from './OutgrowNote';
import { RegistryItemRow } from './RegistryItemRow';

const BABY = '2026-10-02';
const TODAY = '2026-12-20';

function renderNote(ageRange: string | undefined) {
  return render(
    <MemoryRouter>
      <OutgrowNote status={outgrowStatus(ageRange, BABY, TODAY)} productId="p 1" title="Zip Swaddle" />
    </MemoryRouter>,
  );
}

it.each([
  ['6 months to 3 years', 'Not needed yet'],
  ['Birth to 12 months', 'In use now'],
  ['0-3 months', 'Outgrown in about 2 weeks'],
  ['Newborn (up to 10 lb)', 'Outgrown'],
])('an item of %j reads %j on the day', (ageRange, words) => {
  renderNote(ageRange);
  expect(screen.getByText(words, { exact: true })).toBeInTheDocument();
});

it('offers "List it now" into the sell flow for outgrown and soon-outgrown items only', () => {
  const { unmount } = renderNote('0-3 months');
  expect(screen.getByRole('link', { name: /List it now.*Zip Swaddle/ })).toHaveAttribute(
    'href',
    '/marketplace/sell?fromProduct=p%201',
  );
  unmount();
  renderNote('Newborn (up to 10 lb)');
  expect(screen.getByRole('link', { name: /List it now/ })).toBeInTheDocument();
});

it.each(['Birth to 12 months', '6 months to 3 years'])(
  'has no "List it now" while %s is not outgrown soon',
  (range) => {
    renderNote(range);
    expect(screen.queryByRole('link', { name: /List it now/ })).not.toBeInTheDocument();
  },
);

it.each([undefined, 'For parents', 'All ages', 'one size'])('says nothing for %j', (ageRange) => {
  const { container } = renderNote(ageRange);
  expect(container).toBeEmptyDOMElement();
});

it('sends the parent to Settings to add the baby date', () => {
  render(
    <MemoryRouter>
      <BabyDatePrompt />
    </MemoryRouter>,
  );
  expect(screen.getByText(/Add your due date or your baby's birthday/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Add it in Settings' })).toHaveAttribute('href', '/settings');
});

describe('on a registry row', () => {
  const gift = {
    ...newRegistryItem({ id: 'swaddle', title: 'Zip Swaddle', brand: 'Moonmeadow', ageRange: '0-3 months' }, 1),
    purchased: true,
  };

  it('shows the status and puts "List it now" in place of "Sell this"', () => {
    render(
      <MemoryRouter>
        <ul>
          <RegistryItemRow uid="u1" item={gift} outgrow={outgrowStatus(gift.ageRange, BABY, TODAY)} />
        </ul>
      </MemoryRouter>,
    );
    expect(screen.getByText('Outgrown in about 2 weeks')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /List it now/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Sell this/ })).not.toBeInTheDocument();
  });

  it('keeps "Sell this" for a gift in use, and says nothing without a status', () => {
    const { unmount } = render(
      <MemoryRouter>
        <ul>
          <RegistryItemRow uid="u1" item={gift} outgrow={outgrowStatus(gift.ageRange, BABY, '2026-11-01')} />
        </ul>
      </MemoryRouter>,
    );
    expect(screen.getByText('In use now')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Sell this.*Zip Swaddle/ })).toBeInTheDocument();
    unmount();
    render(
      <MemoryRouter>
        <ul>
          <RegistryItemRow uid="u1" item={gift} />
        </ul>
      </MemoryRouter>,
    );
    expect(screen.queryByText(/In use now|Outgrown|Not needed yet/)).not.toBeInTheDocument();
  });
});
