// Covers the header search: searchPath and the form that sends trimmed, encoded queries to /search/{query}
// (to /marketplace/search/{query} on marketplace pages).
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, useParams } from 'react-router-dom';
import { HeaderSearch, headerSearchScope, queryInPath, searchPath } from './HeaderSearch';

function CurrentLocation() {
  const { pathname } = useLocation();
  return <output aria-label="Current path">{pathname}</output>;
}

function currentPath() {
  return screen.getByRole('status', { name: 'Current path' });
}

/** A link elsewhere on the page: a navigation the header box did not make. */
function GoTo({ path }: { path: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(path)}>
      Go to {path}
    </button>
  );
}

function SearchResults() {
  const { q } = useParams();
  return <h1>Results for {q}</h1>;
}

function renderSearch(at = '/registry', label = 'Search products and registries') {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[at]}>
      <HeaderSearch />
      <CurrentLocation />
      <GoTo path="/registry" />
      <GoTo path="/search/stroller" />
      <Routes>
        <Route path="/registry" element={<h1>Registry</h1>} />
        <Route path="/marketplace/*" element={<h1>Marketplace</h1>} />
        <Route path="/search/:q" element={<SearchResults />} />
        <Route path="/marketplace/search/:q" element={<SearchResults />} />
      </Routes>
    </MemoryRouter>,
  );
  const input = screen.getByRole('searchbox', { name: label });
  return { user, input };
}

describe('searchPath', () => {
  it('trims the query and builds /search/{query}', () => {
    expect(searchPath('  stroller  ')).toBe('/search/stroller');
  });

  it('URI-encodes the query', () => {
    expect(searchPath('car seat & base/100%?#')).toBe('/search/car%20seat%20%26%20base%2F100%25%3F%23');
  });

  it.each(['', '   ', '\t\n '])('returns null for blank input %j', (raw) => {
    expect(searchPath(raw)).toBeNull();
  });
});

describe('HeaderSearch', () => {
  it('navigates to /search/{trimmed query} when submitted with Enter', async () => {
    const { user, input } = renderSearch();

    await user.type(input, '  stroller  {Enter}');

    expect(currentPath()).toHaveTextContent('/search/stroller');
    expect(screen.getByRole('heading', { name: 'Results for stroller' })).toBeInTheDocument();
  });

  it('keeps no leading or trailing spaces in the box', async () => {
    const { user, input } = renderSearch();

    await user.type(input, '   car seat');
    expect(input).toHaveValue('car seat');
    await user.type(input, '  {Enter}');
    expect(input).toHaveValue('car seat');

    await user.clear(input);
    await user.type(input, '   {Enter}');
    expect(input).toHaveValue('');
  });

  it('trims pasted text too', async () => {
    const { user, input } = renderSearch();

    await user.click(input);
    await user.paste('   bassinet ');

    expect(input).toHaveValue('bassinet ');
  });

  it('navigates when the Search button is clicked', async () => {
    const { user, input } = renderSearch();

    await user.type(input, 'crib');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(currentPath()).toHaveTextContent('/search/crib');
  });

  it('URI-encodes special characters in the path', async () => {
    const { user, input } = renderSearch();

    await user.type(input, 'car seat & base/100%?{Enter}');

    expect(currentPath()).toHaveTextContent('/search/car%20seat%20%26%20base%2F100%25%3F');
    // The whole query stays one path segment and decodes back to what was typed.
    expect(screen.getByRole('heading', { name: 'Results for car seat & base/100%?' })).toBeInTheDocument();
  });

  it('stays on the page when only whitespace is submitted', async () => {
    const { user, input } = renderSearch();

    await user.type(input, '    {Enter}');

    expect(currentPath()).toHaveTextContent('/registry');
    expect(screen.getByRole('heading', { name: 'Registry' })).toBeInTheDocument();
  });

  it('stays on the page when the box is empty', async () => {
    const { user } = renderSearch();

    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(currentPath()).toHaveTextContent('/registry');
    expect(screen.getByRole('heading', { name: 'Registry' })).toBeInTheDocument();
  });

  it('is a GET form to /search, so it works before the app has loaded', () => {
    renderSearch();
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/search');
  });
});

describe('HeaderSearch on marketplace pages', () => {
  it('says it searches the marketplace and goes to /marketplace/search/{trimmed query}', async () => {
    const { user, input } = renderSearch('/marketplace/category/strollers', 'Search the marketplace');
    expect(input).toHaveAttribute('placeholder', 'Search the marketplace');
    expect(screen.getByRole('search')).toHaveAttribute('action', '/marketplace/search');

    await user.type(input, '  crib  {Enter}');

    expect(currentPath()).toHaveTextContent('/marketplace/search/crib');
    expect(screen.getByRole('heading', { name: 'Results for crib' })).toBeInTheDocument();
  });

  it('ignores blank input there too', async () => {
    const { user, input } = renderSearch('/marketplace', 'Search the marketplace');
    await user.type(input, '   {Enter}');
    expect(currentPath()).toHaveTextContent(/^\/marketplace$/);
  });

  it('keeps the products and registries search everywhere else', () => {
    expect(headerSearchScope('/marketplaces-guide').action).toBe('/search');
    expect(headerSearchScope('/').action).toBe('/search');
    expect(headerSearchScope('/marketplace').action).toBe('/marketplace/search');
  });
});

describe('the header box on a results page', () => {
  it('holds the words searched for, from the address', async () => {
    expect(queryInPath('/marketplace/search/car%20seat')).toBe('car seat');
    expect(queryInPath('/search/crib')).toBe('crib');
    expect(queryInPath('/search/%E0%A4%A')).toBe('');
    expect(queryInPath('/marketplace')).toBe('');
    const { user, input } = renderSearch('/marketplace/search/crib', 'Search the marketplace');
    expect(input).toHaveValue('crib');
    await user.clear(input);
    await user.type(input, 'bassinet{Enter}');
    expect(currentPath()).toHaveTextContent('/marketplace/search/bassinet');
    expect(input).toHaveValue('bassinet');
  });
});

describe('the header box between pages', () => {
  it('follows the address when nothing is typed in it', async () => {
    const { user, input } = renderSearch('/search/crib');
    expect(input).toHaveValue('crib');
    await user.click(screen.getByRole('button', { name: 'Go to /registry' }));
    expect(currentPath()).toHaveTextContent('/registry');
    expect(input).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Go to /search/stroller' }));
    expect(input).toHaveValue('stroller');
  });

  it('keeps words typed while a page opened before them arrives, and sends them', async () => {
    const { user, input } = renderSearch('/search/crib');
    await user.clear(input);
    await user.type(input, 'city stroller');
    await user.click(screen.getByRole('button', { name: 'Go to /registry' }));
    expect(currentPath()).toHaveTextContent('/registry');
    expect(input).toHaveValue('city stroller');
    await user.type(input, '{Enter}');
    expect(currentPath()).toHaveTextContent('/search/city%20stroller');
    expect(input).toHaveValue('city stroller');
    // Sent, the box follows the address again.
    await user.click(screen.getByRole('button', { name: 'Go to /registry' }));
    expect(input).toHaveValue('');
  });
});
