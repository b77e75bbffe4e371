// Covers the checklist's suggested products: each open entry offers its pick (read by id, once).
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { CatalogProduct } from '@shared/catalog';
import { CHECKLIST } from '@shared/checklist';
import { useProductsByIds } from '../catalog';
import ChecklistPage from './ChecklistPage';

vi.mock('../auth', () => ({ useSessionUser: () => null, watchSession: vi.fn(() => Promise.resolve()) }));
vi.mock('../registry', () => ({
  useRegistry: () => ({ status: 'missing', registry: null }),
  useAddToRegistry: () => ({ add: vi.fn(), busyId: null }),
}));
vi.mock('../catalog', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  useProductsByIds: vi.fn(),
}));

const first = CHECKLIST[0]!;
const pick = { id: first.suggestedProductId, title: 'Everyday Stroller' } as CatalogProduct;

function renderPage() {
  render(
    <MemoryRouter>
      <ChecklistPage />
    </MemoryRouter>,
  );
}

it('asks for every suggested product at once and offers each pick with its link and "Add"', () => {
  vi.mocked(useProductsByIds).mockReturnValue({ data: [pick] } as ReturnType<typeof useProductsByIds>);
  renderPage();

  expect(useProductsByIds).toHaveBeenCalledWith(CHECKLIST.map((e) => e.suggestedProductId));
  expect(screen.getByRole('link', { name: 'Everyday Stroller' })).toHaveAttribute(
    'href',
    `/product/everyday-stroller/${pick.id}`,
  );
  expect(screen.getByRole('button', { name: 'Add Everyday Stroller to registry' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Start my registry' })).toHaveAttribute('href', '/signup');
});

it('shows the checklist without picks while they load', () => {
  vi.mocked(useProductsByIds).mockReturnValue({ data: undefined } as ReturnType<typeof useProductsByIds>);
  renderPage();

  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('The essentials checklist');
  expect(screen.getByText(first.label)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Add .+ to registry$/ })).not.toBeInTheDocument();
});
