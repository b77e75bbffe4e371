// Covers the /registry-products → /registry redirect: the path mapping and the replacing navigation.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { registryProductsTarget, RegistryProductsRedirect } from './redirects';

describe('registryProductsTarget', () => {
  it.each([
    ['/registry-products', '/registry'],
    ['/registry-products/', '/registry/'],
    ['/registry-products/inspiration', '/registry/inspiration'],
    ['/registry-products/category/strollers', '/registry/category/strollers'],
    ['/registry-products/product/abc/some-slug', '/registry/product/abc/some-slug'],
  ])('maps %s to %s', (from, to) => {
    expect(registryProductsTarget(from)).toBe(to);
  });

  it('keeps the search and the hash', () => {
    expect(registryProductsTarget('/registry-products/inspiration', '?sort=new&page=2', '#top')).toBe(
      '/registry/inspiration?sort=new&page=2#top',
    );
  });

  it.each(['/registry-productsX', '/registry-products-old/a'])(
    'does not treat %s, which only starts with the same letters, as an old path',
    (path) => {
      const target = registryProductsTarget(path);

      expect(target).toContain(path);
      expect(target).not.toMatch(/^\/registry(X|-old)/);
    },
  );

  it('maps the old prefix in any letter case, as the router matches it', () => {
    expect(registryProductsTarget('/Registry-Products/inspiration')).toBe('/registry/inspiration');
  });
});

function Landing() {
  const { pathname, search } = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="Current location">{`${pathname}${search}`}</output>
      <output aria-label="Navigation type">{navigationType}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

function renderAt(entries: string[]) {
  render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Routes>
        <Route path="/registry-products/*" element={<RegistryProductsRedirect />} />
        <Route path="/registry/*" element={<Landing />} />
        <Route path="/start" element={<h1>Start page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('RegistryProductsRedirect', () => {
  it('ends at the /registry path with the query kept, by replacing the entry', () => {
    renderAt(['/registry-products/category/strollers?x=1']);

    expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent(
      '/registry/category/strollers?x=1',
    );
    expect(screen.getByRole('status', { name: 'Navigation type' })).toHaveTextContent('REPLACE');
  });

  it('leaves the old URL out of history, so Back goes to the page before it', async () => {
    const user = userEvent.setup();
    renderAt(['/start', '/registry-products/category/strollers?x=1']);

    await user.click(screen.getByRole('button', { name: 'Back' }));

    expect(screen.getByRole('heading', { name: 'Start page' })).toBeInTheDocument();
  });

  it('redirects a differently cased old path, which the router also matches', () => {
    renderAt(['/REGISTRY-PRODUCTS/inspiration']);

    expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent(/^\/registry\/inspiration$/);
  });

  it('redirects the bare /registry-products path to /registry', () => {
    renderAt(['/registry-products']);

    expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent(/^\/registry$/);
  });
});
