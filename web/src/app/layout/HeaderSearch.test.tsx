// Covers the header search: searchPath and the form that sends trimmed, encoded queries to /search/{query}.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { HeaderSearch, searchPath } from './HeaderSearch';

function CurrentLocation() {
  const { pathname } = useLocation();
  return <output aria-label="Current path">{pathname}</output>;
}

function currentPath() {
  return screen.getByRole('status', { name: 'Current path' });
}

function SearchResults() {
  const { q } = useParams();
  return <h1>Results for {q}</h1>;
}

function renderSearch() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/marketplace']}>
      <HeaderSearch />
      <CurrentLocation />
      <Routes>
        <Route path="/marketplace" element={<h1>Marketplace</h1>} />
        <Route path="/search/:q" element={<SearchResults />} />
      </Routes>
    </MemoryRouter>,
  );
  const input = screen.getByRole('searchbox', { name: 'Search products and registries' });
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

    expect(currentPath()).toHaveTextContent('/marketplace');
    expect(screen.getByRole('heading', { name: 'Marketplace' })).toBeInTheDocument();
  });

  it('stays on the page when the box is empty', async () => {
    const { user } = renderSearch();

    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(currentPath()).toHaveTextContent('/marketplace');
    expect(screen.getByRole('heading', { name: 'Marketplace' })).toBeInTheDocument();
  });
});
