// Covers PageMeta: document title, the one absolute canonical link without query, and robots noindex.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { canonicalUrl, PageMeta } from './PageMeta';

function canonicalLinks() {
  return document.head.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]');
}

function robotsMeta() {
  return document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
}

afterEach(() => {
  document.head.innerHTML = '';
  document.title = '';
  vi.unstubAllEnvs();
});

describe('PageMeta', () => {
  beforeEach(() => {
    vi.stubEnv('VITE_SITE_URL', '');
  });

  it('sets the document title', () => {
    render(
      <MemoryRouter initialEntries={['/marketplace?sort=new']}>
        <PageMeta title="Buy and Sell Baby Gear | Recess" />
      </MemoryRouter>,
    );

    expect(document.title).toBe('Buy and Sell Baby Gear | Recess');
  });

  it('adds exactly one absolute canonical link for the path, without the query string or hash', () => {
    render(
      <MemoryRouter initialEntries={['/marketplace/strollers?sort=new&page=2#top']}>
        <PageMeta title="Strollers" />
      </MemoryRouter>,
    );

    const links = canonicalLinks();
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe(`${window.location.origin}/marketplace/strollers`);
  });

  it('drops a trailing slash from the canonical path', () => {
    render(
      <MemoryRouter initialEntries={['/marketplace/']}>
        <PageMeta title="Marketplace" />
      </MemoryRouter>,
    );

    expect(canonicalLinks()[0]?.getAttribute('href')).toBe(`${window.location.origin}/marketplace`);
  });

  it('uses the configured public site URL as the origin', () => {
    vi.stubEnv('VITE_SITE_URL', 'https://www.example.com/');
    render(
      <MemoryRouter initialEntries={['/registry?ref=mail']}>
        <PageMeta title="Baby Registry" />
      </MemoryRouter>,
    );

    expect(canonicalLinks()[0]?.getAttribute('href')).toBe('https://www.example.com/registry');
  });

  it('reuses an existing canonical link and removes strays', () => {
    for (const href of ['https://old.example/one', 'https://old.example/two']) {
      const link = document.createElement('link');
      link.rel = 'canonical';
      link.href = href;
      document.head.appendChild(link);
    }

    render(
      <MemoryRouter initialEntries={['/about']}>
        <PageMeta title="About" />
      </MemoryRouter>,
    );

    const links = canonicalLinks();
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe(`${window.location.origin}/about`);
  });

  it('keeps exactly one canonical link when navigating to another page', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/registry?x=1']}>
        <Routes>
          <Route
            path="/registry"
            element={
              <>
                <PageMeta title="Registry page" />
                <Link to="/marketplace?sort=new">Go to marketplace</Link>
              </>
            }
          />
          <Route path="/marketplace" element={<PageMeta title="Marketplace page" />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(canonicalLinks()[0]?.getAttribute('href')).toBe(`${window.location.origin}/registry`);

    await user.click(screen.getByRole('link', { name: 'Go to marketplace' }));

    expect(document.title).toBe('Marketplace page');
    const links = canonicalLinks();
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe(`${window.location.origin}/marketplace`);
  });

  it('keeps exactly one canonical link when re-rendered with another page', () => {
    const { rerender } = render(
      <MemoryRouter initialEntries={['/updates']}>
        <PageMeta title="Updates" />
      </MemoryRouter>,
    );

    rerender(
      <MemoryRouter initialEntries={['/updates']}>
        <PageMeta title="Other" canonicalPath="/editorial" />
      </MemoryRouter>,
    );

    expect(document.title).toBe('Other');
    const links = canonicalLinks();
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe(`${window.location.origin}/editorial`);
  });

  it('uses canonicalPath instead of the current path when given', () => {
    render(
      <MemoryRouter initialEntries={['/registry-product/abc/some-slug?ref=share']}>
        <PageMeta title="Product" canonicalPath="/product/abc" />
      </MemoryRouter>,
    );

    const links = canonicalLinks();
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe(`${window.location.origin}/product/abc`);
  });

  it('adds no robots meta by default', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <PageMeta title="Home" />
      </MemoryRouter>,
    );

    expect(robotsMeta()).toBeNull();
  });

  it('adds a noindex robots meta with noindex and removes it on unmount', () => {
    const { unmount } = render(
      <MemoryRouter initialEntries={['/search/stroller?x=1']}>
        <PageMeta title="Search" noindex />
      </MemoryRouter>,
    );

    expect(document.head.querySelectorAll('meta[name="robots"]')).toHaveLength(1);
    expect(robotsMeta()?.content).toBe('noindex');

    unmount();

    expect(robotsMeta()).toBeNull();
  });

  it('removes the robots meta when noindex is turned off', () => {
    const { rerender } = render(
      <MemoryRouter initialEntries={['/search/stroller']}>
        <PageMeta title="Search" noindex />
      </MemoryRouter>,
    );
    expect(robotsMeta()).not.toBeNull();

    rerender(
      <MemoryRouter initialEntries={['/search/stroller']}>
        <PageMeta title="Search" />
      </MemoryRouter>,
    );

    expect(robotsMeta()).toBeNull();
  });

  it('sets the description meta when given', () => {
    render(
      <MemoryRouter initialEntries={['/about']}>
        <PageMeta title="About" description="Who we are" />
      </MemoryRouter>,
    );

    const descriptions = document.head.querySelectorAll<HTMLMetaElement>('meta[name="description"]');
    expect(descriptions).toHaveLength(1);
    expect(descriptions[0]?.content).toBe('Who we are');
  });
});

describe('canonicalUrl', () => {
  it('keeps the root path as "/"', () => {
    vi.stubEnv('VITE_SITE_URL', 'https://www.example.com');

    expect(canonicalUrl('/')).toBe('https://www.example.com/');
  });
});
