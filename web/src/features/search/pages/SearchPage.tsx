// /search/{query}: matching products and public registries; an empty result suggests categories.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { trackSearchPerformed } from '../../../lib/analytics/vocabulary';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { dynamicTitle } from '../../../ui/meta/titles';
import { CATEGORIES } from '@shared/catalog';
import { ProductList } from '../../catalog';
import { useSearch } from '../api/search-all';
import { RegistryHitList } from '../components/RegistryHitList';

export default function SearchPage() {
  const { query = '' } = useParams();
  const q = query.trim();
  const search = useSearch(q);
  const pages = search.data?.pages;
  // A failed "Load more" keeps what is shown (the button asks again); only a failed search says so.
  const failed = search.isError && !pages;
  const current = pages
    ? {
        registries: pages[0]?.registries ?? [],
        hits: pages.flatMap((p) => p.products.hits),
        total: pages.at(-1)?.products.total ?? 0,
      }
    : null;
  const location = useLocation();
  const found = current ? current.total + current.registries.length : null;
  useEffect(() => {
    if (found !== null) trackSearchPerformed(location, 'products', q, found);
  }, [location, q, found]);

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
      {current && current.hits.length === 0 && current.registries.length === 0 && (
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
      {current && current.hits.length > 0 && (
        <>
          <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
            Products ({current.total})
          </Typography>
          <ProductList products={current.hits} source="search" label="Matching products" />
          {search.hasNextPage && (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
              <Button
                variant="outlined"
                onClick={() => void search.fetchNextPage()}
                disabled={search.isFetchingNextPage}
              >
                {search.isFetchingNextPage ? 'Loading…' : 'Load more'}
              </Button>
            </Box>
          )}
        </>
      )}
    </Container>
  );
}
