// "Search the marketplace": a GET form to /marketplace/search (which moves to /marketplace/search/{q}),
// so it works before the app has loaded; afterwards the router goes straight to the results.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { BROWSE_LIMITS } from '@shared/marketplace-browse';
import { formText } from '../form-text';

export function marketplaceSearchPath(q: string): string {
  return `/marketplace/search/${encodeURIComponent(q.trim())}`;
}

export function MarketplaceSearchBox({ defaultValue = '' }: { defaultValue?: string }) {
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = formText(new FormData(event.currentTarget), 'q');
    if (q) void navigate(marketplaceSearchPath(q));
  };
  return (
    <Box
      component="form"
      role="search"
      method="get"
      action="/marketplace/search"
      onSubmit={onSubmit}
      sx={{ display: 'flex', gap: 1 }}
    >
      <TextField
        name="q"
        label="Search the marketplace"
        defaultValue={defaultValue}
        size="small"
        fullWidth
        slotProps={{ htmlInput: { maxLength: BROWSE_LIMITS.query, enterKeyHint: 'search' } }}
      />
      <Button type="submit" variant="contained">
        Search
      </Button>
    </Box>
  );
}
