// /search/{query}: matching products and public registries; an empty result suggests categories.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { dynamicTitle } from '../../../ui/meta/titles';
import { CATEGORIES } from '@shared/catalog';
import { ProductList } from '../../catalog';
import { searchAll, type SearchResult } from '../api/search';
import { RegistryHitList } from './RegistryHitList';

export default function SearchPage() {
  const { query = '' } = useParams();
  const q = query.trim();
  const [result, setResult] = useState<SearchResult | null>(null);
  const [more, setMore] = useState<{ busy: boolean }>({ busy: false });
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    searchAll(q).then(
      (r) => live && setResult(r),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [q]);

  const loadMore = async () => {
    if (!result?.products.nextCursor) return;
    setMore({ busy: true });
    try {
      const next = await searchAll(q, result.products.nextCursor);
      setResult({
        ...next,
        registries: result.registries,
        products: { ...next.products, hits: [...result.products.hits, ...next.products.hits] },
      });
    } finally {
      setMore({ busy: false });
    }
  };

  const current = result?.query === q || (result && !result.query) ? result : null;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageMeta title={dynamicTitle.search(q)} noindex />
      <Typography variant="h2" component="h1" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
        Results for “{q}”
      </Typography>
      {failed && <Alert severity="error">Search is not available right now. Please try again in a moment.</Alert>}
      {!failed && !current && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Searching" />
        </Box>
      )}
      {current && current.products.hits.length === 0 && current.registries.length === 0 && (
        <Stack spacing={2}>
          <Alert severity="info">Nothing matches “{q}” yet. Try fewer words, or browse a category:</Alert>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {CATEGORIES.map((c) => (
              <Chip key={c.slug} label={c.name} component={RouterLink} to={`/registry/category/${c.slug}`} clickable />
            ))}
          </Stack>
        </Stack>
      )}
      {current && current.registries.length > 0 && (
        <Box sx={{ mb: 4 }}>
          <Typography variant="h3" component="h2">
            Registries
          </Typography>
          <RegistryHitList hits={current.registries} label="Matching registries" />
        </Box>
      )}
      {current && current.products.hits.length > 0 && (
        <>
          <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
            Products ({current.products.total})
          </Typography>
          <ProductList products={current.products.hits} source="search" label="Matching products" />
          {current.products.nextCursor && (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
              <Button variant="outlined" onClick={() => void loadMore()} disabled={more.busy}>
                {more.busy ? 'Loading…' : 'Load more'}
              </Button>
            </Box>
          )}
        </>
      )}
    </Container>
  );
}
