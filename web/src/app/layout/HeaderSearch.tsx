// The header search box: non-empty trimmed text goes to /search/{query}; blank input is ignored, and
// the box itself holds the trimmed text. On marketplace pages it searches the marketplace instead
// (and says so), so the header box and the page's own box never do different things there. It is a
// GET form (/search?q=, /marketplace/search?q=, each answered with a redirect to the results), so it
// works before the app has loaded and with JavaScript off.
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { marketplaceSearchPath } from '@shared/marketplace-browse';

export function searchPath(raw: string): string | null {
  const query = raw.trim();
  return query ? `/search/${encodeURIComponent(query)}` : null;
}

function marketplaceSearchPathOf(raw: string): string | null {
  return raw.trim() ? marketplaceSearchPath(raw) : null;
}

/** What the header box searches on a page: the marketplace on its pages, else products and registries. */
export function headerSearchScope(pathname: string) {
  return pathname === '/marketplace' || pathname.startsWith('/marketplace/')
    ? { action: '/marketplace/search', label: 'Search the marketplace', pathFor: marketplaceSearchPathOf }
    : { action: '/search', label: 'Search products and registries', pathFor: searchPath };
}

/** The words a results page was searched for (/search/{q}, /marketplace/search/{q}), else ''. */
export function queryInPath(pathname: string): string {
  const match = /^\/(?:marketplace\/)?search\/([^/]+)$/.exec(pathname);
  if (!match?.[1]) return '';
  try {
    return decodeURIComponent(match[1]).trim();
  } catch {
    return '';
  }
}

export function HeaderSearch() {
  const { pathname } = useLocation();
  // On a results page the box holds what was searched for (the server's HTML too), and it follows the
  // address from page to page, except over words typed and not yet sent: a page opened before them
  // (a link followed, then typing while it arrives) never wipes them.
  const [value, setValue] = useState(() => queryInPath(pathname));
  const [typed, setTyped] = useState(false);
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    if (!typed) setValue(queryInPath(pathname));
  }
  const navigate = useNavigate();
  const scope = headerSearchScope(pathname);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The box shows what was searched for: no trailing spaces either.
    setValue(value.trim());
    setTyped(false);
    const path = scope.pathFor(value);
    if (path) void navigate(path);
  };

  return (
    <Paper
      component="form"
      role="search"
      method="get"
      action={scope.action}
      onSubmit={submit}
      variant="outlined"
      sx={{
        display: 'flex',
        alignItems: 'center',
        borderRadius: 999,
        pl: 2,
        width: '100%',
        bgcolor: 'background.default',
      }}
    >
      <InputBase
        value={value}
        // Leading spaces never reach the box (typed or pasted); spaces between words stay.
        onChange={(e) => {
          setValue(e.target.value.trimStart());
          setTyped(true);
        }}
        placeholder={scope.label}
        type="search"
        name="q"
        sx={{ flex: 1, minWidth: 0 }}
        inputProps={{ 'aria-label': scope.label, maxLength: 200, enterKeyHint: 'search' }}
      />
      <IconButton type="submit" aria-label="Search">
        <SearchIcon />
      </IconButton>
    </Paper>
  );
}
