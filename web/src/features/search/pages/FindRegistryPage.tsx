// /find-registry: find a public registry by the parents' names or the registry title.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { trackSearchPerformed } from '../../../lib/analytics/vocabulary';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { pageTitle } from '../../../ui/meta/titles';
import { SEARCH_UNAVAILABLE, useFindRegistries } from '../api/find-registries';
import { RegistryHitList } from '../components/RegistryHitList';

export const MIN_FIND_LETTERS = 3;

export default function FindRegistryPage() {
  const [q, setQ] = useState('');
  const [invalid, setInvalid] = useState('');
  // The query last submitted: the search runs for it (and is kept in the cache for it).
  const [submitted, setSubmitted] = useState<string | null>(null);
  const found = useFindRegistries(submitted);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = q.trim();
    if (query.replace(/\s/g, '').length < MIN_FIND_LETTERS) {
      setInvalid('Enter at least 3 letters of a name or registry title.');
      return;
    }
    setInvalid('');
    // The same words again after a failure ask the server again.
    if (query === submitted && found.isError) void found.refetch();
    else setSubmitted(query);
  };

  const error = invalid || (found.isError ? found.error.message || SEARCH_UNAVAILABLE : '');
  const hits = found.data;
  const location = useLocation();
  useEffect(() => {
    if (submitted !== null && hits) trackSearchPerformed(location, 'registries', submitted, hits.length);
  }, [location, submitted, hits]);
  const busy = found.isFetching;

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <PageMeta title={pageTitle('Find a Registry', 'Baby Registry')} />
      <Typography variant="h2" component="h1" gutterBottom>
        Find a registry
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Search by a parent's first or last name, or by the registry's title. Only public registries can be found.
      </Typography>
      <Stack
        component="form"
        role="search"
        noValidate
        onSubmit={submit}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
      >
        <TextField
          id="find-registry-name"
          label="Name or registry title"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          error={Boolean(error)}
          helperText={error || ' '}
          fullWidth
        />
        <Button
          type="submit"
          variant="contained"
          disabled={busy}
          sx={{ alignSelf: { sm: 'flex-start' }, mt: { sm: 0.5 } }}
        >
          {busy ? 'Searching…' : 'Find'}
        </Button>
      </Stack>
      {hits && hits.length === 0 && (
        <Alert severity="info">
          No public registry matches “{submitted}”. Check the spelling, or try the other parent's name.
        </Alert>
      )}
      {hits && hits.length > 0 && <RegistryHitList hits={hits} label="Registries found" />}
    </Container>
  );
}
