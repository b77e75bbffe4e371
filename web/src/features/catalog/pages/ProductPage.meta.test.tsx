// Covers what a shared product link shows: the product's image and price in the preview tags, and
// its JSON-LD (a Product with an in-stock Offer, and the Registry › category › product trail).
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { catalogProduct } from '../../../test/fixtures';
import { useProduct } from '../api/get-product';
import ProductPage from './ProductPage';

vi.mock('../api/get-product', () => ({ useProduct: vi.fn() }));
vi.mock('../../registry', () => ({ useAddToRegistry: () => ({ add: vi.fn(), busyId: null }) }));

const product = catalogProduct('p1', {
  title: 'Anchorline Backless Booster',
  brand: 'Anchorline',
  category: 'car-seats',
  price: 49.5,
  imageUrl: '/images/products/booster.jpg',
  description: 'A light booster for big kids.',
});

const meta = (key: string) =>
  document.head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');

beforeEach(() => {
  vi.stubEnv('VITE_SITE_URL', 'https://recess.example');
  vi.mocked(useProduct).mockReturnValue(product);
});
afterEach(() => {
  vi.unstubAllEnvs();
});

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/products/p1']}>
      <Routes>
        <Route path="/products/:id" element={<ProductPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

it('shows the product image and price in link previews', () => {
  renderPage();

  expect(meta('og:type')).toBe('product');
  expect(meta('og:title')).toBe('Anchorline Backless Booster');
  expect(meta('og:image')).toBe('https://recess.example/images/products/booster.jpg');
  expect(meta('product:price:amount')).toBe('49.50');
  expect(meta('product:price:currency')).toBe('USD');
  expect(meta('og:url')).toBe('https://recess.example/product/anchorline-backless-booster/p1');
  expect(meta('description')).toBe('A light booster for big kids.');
});

it('describes the product and its trail in JSON-LD', () => {
  const { container } = renderPage();

  const script = container.querySelector('script[type="application/ld+json"]');
  const [productLd, breadcrumbs] = JSON.parse(script?.textContent ?? '[]') as Record<string, unknown>[];
  expect(productLd).toMatchObject({
    '@type': 'Product',
    name: 'Anchorline Backless Booster',
    image: ['https://recess.example/images/products/booster.jpg'],
    offers: {
      '@type': 'Offer',
      price: '49.50',
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url: 'https://recess.example/product/anchorline-backless-booster/p1',
    },
  });
  expect(breadcrumbs).toMatchObject({
    '@type': 'BreadcrumbList',
    itemListElement: [
      { position: 1, name: 'Registry', item: 'https://recess.example/registry' },
      { position: 2, name: 'Car Seats', item: 'https://recess.example/registry/category/car-seats' },
      {
        position: 3,
        name: 'Anchorline Backless Booster',
        item: 'https://recess.example/product/anchorline-backless-booster/p1',
      },
    ],
  });
});
