// "N available used from $X" links to the product's listings, and says nothing without any.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { UsedAvailability } from './UsedAvailability';

it('links to the listings of the product with their count and lowest price', () => {
  render(
    <MemoryRouter>
      <UsedAvailability title="Littlewalk Everyday Stroller" used={{ count: 3, minPriceCents: 8500 }} />
    </MemoryRouter>,
  );
  const link = screen.getByRole('link', { name: '3 available used from $85.00' });
  expect(link).toHaveAttribute('href', '/marketplace/search/Littlewalk%20Everyday%20Stroller');
});

it('shows nothing when none are listed', () => {
  const { container } = render(
    <MemoryRouter>
      <UsedAvailability title="Crib" used={{ count: 0, minPriceCents: 0 }} />
      <UsedAvailability title="Crib" used={undefined} />
    </MemoryRouter>,
  );
  expect(container).toBeEmptyDOMElement();
});
