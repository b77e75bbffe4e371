// Covers PageMeta: document title, the one absolute canonical link without query, robots noindex,
// the description, Open Graph and Twitter card tags, one set of tags after navigation, and the same
// tags in server-rendered HTML, adopted (not duplicated) when the page hydrates.
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { PageMeta } from './PageMeta';
import { canonicalUrl, DEFAULT_DESCRIPTION, SiteOriginContext } from './site-meta';

function canonicalLinks() {
  return document.head.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]');
}

function robotsMeta() {
  return document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
}

/** The content of each head meta with this property (og:*, product:*) or name (twitter:*, description). */
function metaContents(key: string): (string | null)[] {
  return [...document.head.querySelectorAll(`meta[property="${key}"], meta[name="${key}"]`)].map((m) =>
    m.getAttribute('content'),
  );
}

/**
 * Replaces the head's tags but Emotion's style tags: test files share a worker's modules
 * (vite.config.ts), and Emotion's cache inserts each new style before the nextSibling of its last
 * tag, so a file whose styles were wiped from the head fails its first MUI render ("NotFoundError:
 * The child can not be found in the parent") in whichever file runs next.
 */
function setHeadKeepingStyles(html: string) {
  const styles = [...document.head.querySelectorAll('style[data-emotion]')];
  document.head.innerHTML = html;
  document.head.append(...styles);
}

afterEach(() => {
  // Unmount first: the rendered tags belong to React, which removes them itself.
  cleanup();
  setHeadKeepingStyles('');
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

  it('adopts the tags of the server-rendered HTML when it hydrates, adding no second title or canonical', () => {
    const page = (
      <MemoryRouter initialEntries={['/about']}>
        <main>
          About us
          <PageMeta title="About" noindex />
        </main>
      </MemoryRouter>
    );
    const html = renderToString(
      <html>
        <head />
        <body>{page}</body>
      </html>,
    );
    setHeadKeepingStyles(/<head>(.*)<\/head>/.exec(html)?.[1] ?? '');
    const container = document.createElement('div');
    container.innerHTML = '<main>About us</main>';
    document.body.appendChild(container);
    const errors: unknown[] = [];

    const roots: Root[] = [];

    act(() => {
      roots.push(hydrateRoot(container, page, { onRecoverableError: (e) => errors.push(e) }));
    });

    expect(errors).toEqual([]);
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.title).toBe('About');
    const links = canonicalLinks();
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe(`${window.location.origin}/about`);
    expect(document.head.querySelectorAll('meta[name="robots"]')).toHaveLength(1);
    // React owns the adopted tags: unmounting the page takes them away.
    act(() => roots.forEach((root) => root.unmount()));
    expect(canonicalLinks()).toHaveLength(0);
    expect(document.head.querySelectorAll('title')).toHaveLength(0);
    container.remove();
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

describe('PageMeta: one set of tags at a time', () => {
  beforeEach(() => {
    vi.stubEnv('VITE_SITE_URL', 'https://www.example.com');
  });

  it('leaves one title, one canonical link and one of each meta after a second page replaces the first', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/faqs']}>
        <Routes>
          <Route
            path="/faqs"
            element={
              <>
                <PageMeta title="FAQs | Recess" description="Answers" image="/faqs.png" noindex />
                <Link to="/about">About</Link>
              </>
            }
          />
          <Route path="/about" element={<PageMeta title="About | Recess" />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(document.head.querySelectorAll('title')).toHaveLength(1);

    await user.click(screen.getByRole('link', { name: 'About' }));

    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.title).toBe('About | Recess');
    expect(canonicalLinks()).toHaveLength(1);
    expect(canonicalLinks()[0]?.getAttribute('href')).toBe('https://www.example.com/about');
    expect(metaContents('description')).toEqual([DEFAULT_DESCRIPTION]);
    expect(metaContents('og:title')).toEqual(['About | Recess']);
    expect(metaContents('og:url')).toEqual(['https://www.example.com/about']);
    expect(metaContents('og:image')).toEqual([]);
    expect(metaContents('twitter:image')).toEqual([]);
    expect(robotsMeta()).toBeNull();
  });
});

describe('PageMeta: link previews', () => {
  beforeEach(() => {
    vi.stubEnv('VITE_SITE_URL', 'https://www.example.com');
  });

  it("uses the site's description when the page gives none", () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <PageMeta title="Home" />
      </MemoryRouter>,
    );

    expect(metaContents('description')).toEqual([DEFAULT_DESCRIPTION]);
    expect(metaContents('og:description')).toEqual([DEFAULT_DESCRIPTION]);
    expect(metaContents('twitter:description')).toEqual([DEFAULT_DESCRIPTION]);
  });

  it('adds Open Graph and a summary Twitter card without an image', () => {
    render(
      <MemoryRouter initialEntries={['/faqs?x=1']}>
        <PageMeta title="FAQs | Recess" description="Answers to common questions" />
      </MemoryRouter>,
    );

    expect(metaContents('og:site_name')).toEqual(['Recess']);
    expect(metaContents('og:type')).toEqual(['website']);
    expect(metaContents('og:title')).toEqual(['FAQs | Recess']);
    expect(metaContents('og:description')).toEqual(['Answers to common questions']);
    expect(metaContents('og:url')).toEqual(['https://www.example.com/faqs']);
    expect(metaContents('og:image')).toEqual([]);
    expect(metaContents('twitter:card')).toEqual(['summary']);
    expect(metaContents('twitter:title')).toEqual(['FAQs | Recess']);
    expect(metaContents('twitter:description')).toEqual(['Answers to common questions']);
    expect(metaContents('twitter:image')).toEqual([]);
    expect(metaContents('product:price:amount')).toEqual([]);
  });

  it('makes a site image absolute and shows a large Twitter card, with the share title and type', () => {
    render(
      <MemoryRouter initialEntries={['/guides/sleep/naps']}>
        <PageMeta
          title="Naps - Parenting Guides | Recess"
          shareTitle="Naps"
          type="article"
          image="/images/naps.jpg"
          imageAlt="A sleeping baby"
        />
      </MemoryRouter>,
    );

    expect(document.title).toBe('Naps - Parenting Guides | Recess');
    expect(metaContents('og:title')).toEqual(['Naps']);
    expect(metaContents('twitter:title')).toEqual(['Naps']);
    expect(metaContents('og:type')).toEqual(['article']);
    expect(metaContents('og:image')).toEqual(['https://www.example.com/images/naps.jpg']);
    expect(metaContents('og:image:alt')).toEqual(['A sleeping baby']);
    expect(metaContents('twitter:card')).toEqual(['summary_large_image']);
    expect(metaContents('twitter:image')).toEqual(['https://www.example.com/images/naps.jpg']);
    expect(metaContents('twitter:image:alt')).toEqual(['A sleeping baby']);
  });

  it('keeps an absolute image URL and adds the price of a product', () => {
    render(
      <MemoryRouter initialEntries={['/product/booster/p1']}>
        <PageMeta
          title="Booster"
          type="product"
          image="https://cdn.example.net/booster.jpg"
          price={{ amount: 129.5 }}
        />
      </MemoryRouter>,
    );

    expect(metaContents('og:type')).toEqual(['product']);
    expect(metaContents('og:image')).toEqual(['https://cdn.example.net/booster.jpg']);
    expect(metaContents('product:price:amount')).toEqual(['129.50']);
    expect(metaContents('product:price:currency')).toEqual(['USD']);
  });

  it('renders its tags into server HTML, with the origin the server provides', () => {
    const html = renderToString(
      <SiteOriginContext value="https://recess.example">
        <MemoryRouter initialEntries={['/registry/maya?ref=share']}>
          <PageMeta title="Maya's Registry" shareTitle="Maya's Baby Registry" image="/img/crib.jpg" noindex />
          <p>content</p>
        </MemoryRouter>
      </SiteOriginContext>,
    );

    expect(html).toContain('<title>Maya&#x27;s Registry</title>');
    expect(html).toContain('<link rel="canonical" href="https://recess.example/registry/maya"/>');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('<meta property="og:title" content="Maya&#x27;s Baby Registry"/>');
    expect(html).toContain('<meta property="og:image" content="https://recess.example/img/crib.jpg"/>');
    expect(html).toContain(`<meta name="description" content="${DEFAULT_DESCRIPTION}"/>`);
  });
});

describe('canonicalUrl', () => {
  it('keeps the root path as "/"', () => {
    vi.stubEnv('VITE_SITE_URL', 'https://www.example.com');

    expect(canonicalUrl('/')).toBe('https://www.example.com/');
  });
});
