// /find-registry: find a public registry by the parents' names or the registry title.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { pageTitle } from '../../../ui/meta/titles';
import { findRegistries, type RegistryHit } from '../api/search';
import { RegistryHitList } from './RegistryHitList';

export const MIN_FIND_LETTERS = 3;

export default function FindRegistryPage() {
  const [q, setQ] = useState('');
  const [error, setError] = useState('');
  const [result, setResult] = useState<{ query: string; hits: RegistryHit[] } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const query = q.trim();
    if (query.replace(/\s/g, '').length < MIN_FIND_LETTERS) {
      setError('Enter at least 3 letters of a name or registry title.');
      return;
    }
    setError('');
    setBusy(true);
    try {
      const { registries } = await findRegistries(query);
      setResult({ query, hits: registries });
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Search is not available right now.');
    } finally {
      setBusy(false);
    }
  };

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
        onSubmit={(e) => void submit(e)}
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
      {result && result.hits.length === 0 && (
        <Alert severity="info">
          No public registry matches “{result.query}”. Check the spelling, or try the other parent's name.
        </Alert>
      )}
      {result && result.hits.length > 0 && <RegistryHitList hits={result.hits} label="Registries found" />}
    </Container>
  );
}
