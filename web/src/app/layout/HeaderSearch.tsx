// The header search box: non-empty trimmed text goes to /search/{query}; blank input is ignored, and
// the box itself holds the trimmed text.
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

export function searchPath(raw: string): string | null {
  const query = raw.trim();
  return query ? `/search/${encodeURIComponent(query)}` : null;
}

export function HeaderSearch() {
  const [value, setValue] = useState('');
  const navigate = useNavigate();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The box shows what was searched for: no trailing spaces either.
    setValue(value.trim());
    const path = searchPath(value);
    if (path) void navigate(path);
  };

  return (
    <Paper
      component="form"
      role="search"
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
        onChange={(e) => setValue(e.target.value.trimStart())}
        placeholder="Search products and registries"
        type="search"
        name="q"
        sx={{ flex: 1, minWidth: 0 }}
        inputProps={{ 'aria-label': 'Search products and registries', maxLength: 200, enterKeyHint: 'search' }}
      />
      <IconButton type="submit" aria-label="Search">
        <SearchIcon />
      </IconButton>
    </Paper>
  );
}
