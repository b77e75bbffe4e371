// Covers what a shared guide link shows: its hero image and og:type article, and its JSON-LD (an
// Article with headline, image, dates and author, and the Parenting Guides › category › article trail).
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Article } from '@shared/content';
import { useArticle } from '../api/get-article';
import ArticlePage from './ArticlePage';

vi.mock('../api/get-article', () => ({ useArticle: vi.fn() }));

const article: Article = {
  slug: 'naps',
  title: 'Naps from 4 to 12 Months',
  summary: 'A realistic nap schedule, month by month.',
  section: 'guides',
  category: 'sleep',
  author: 'Dr. Ada Osei',
  body: '## First naps\n\nShort ones.',
  heroImage: '/images/content/naps.png',
  heroAlt: 'A baby asleep in a crib',
  tags: [],
  publishedAt: '2026-03-01',
  updatedAt: '2026-04-02',
  featured: false,
  healthTopic: false,
  published: true,
  products: [],
  related: [],
  review: null,
};

const meta = (key: string) =>
  document.head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');

beforeEach(() => {
  vi.stubEnv('VITE_SITE_URL', 'https://recess.example');
  vi.mocked(useArticle).mockReturnValue(article);
});
afterEach(() => {
  vi.unstubAllEnvs();
});

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/editorial/naps']}>
      <Routes>
        <Route path="/editorial/:uid" element={<ArticlePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

it('shows the hero image as an article in link previews, at the canonical path', () => {
  renderPage();

  expect(meta('og:type')).toBe('article');
  expect(meta('og:title')).toBe('Naps from 4 to 12 Months');
  expect(meta('og:image')).toBe('https://recess.example/images/content/naps.png');
  expect(meta('og:image:alt')).toBe('A baby asleep in a crib');
  expect(meta('twitter:card')).toBe('summary_large_image');
  expect(meta('og:url')).toBe('https://recess.example/guides/sleep/naps');
  expect(meta('description')).toBe('A realistic nap schedule, month by month.');
});

it('describes the article and its trail in JSON-LD', () => {
  const { container } = renderPage();

  const script = container.querySelector('script[type="application/ld+json"]');
  const [articleLd, breadcrumbs] = JSON.parse(script?.textContent ?? '[]') as Record<string, unknown>[];
  expect(articleLd).toMatchObject({
    '@type': 'Article',
    headline: 'Naps from 4 to 12 Months',
    image: ['https://recess.example/images/content/naps.png'],
    datePublished: '2026-03-01',
    dateModified: '2026-04-02',
    author: { '@type': 'Person', name: 'Dr. Ada Osei' },
    mainEntityOfPage: 'https://recess.example/guides/sleep/naps',
  });
  expect(breadcrumbs).toMatchObject({
    '@type': 'BreadcrumbList',
    itemListElement: [
      { position: 1, name: 'Parenting Guides', item: 'https://recess.example/editorial' },
      { position: 2, name: 'Sleep', item: 'https://recess.example/editorial/category/sleep' },
      { position: 3, name: 'Naps from 4 to 12 Months', item: 'https://recess.example/guides/sleep/naps' },
    ],
  });
});
