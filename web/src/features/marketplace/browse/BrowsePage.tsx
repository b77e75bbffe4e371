// /marketplace/search/{query}, /marketplace/category/{categorySlug} and /marketplace/brand/{brandSlug}:
// listings with filters (category, condition, price, delivery, distance from a ZIP) and sort, paged
// on the server's cursor. The filters live in the address, so the server renders the filtered page.
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Navigate, Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { CATEGORIES, categoryBySlug } from '@shared/catalog';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { dynamicTitle, pageTitle, TITLES } from '../../../ui/meta/titles';
import { NotFoundPage } from '../../../ui/errors/NotFoundPage';
import { useResponseRedirect, useResponseStatus } from '../../../ui/errors/response-status';
import { ListFooter } from '../../../ui/content/ListFooter';
import { FilteredList } from '../../../ui/form/FilteredList';
import { useBrowseListings } from './api/browse-listings';
import { browseFilterChips, filtersFrom, type BrowseScope } from '../browse-filters';
import { FiltersForm } from '../components/FiltersForm';
import { trackSearchPerformed } from '../../../lib/analytics/vocabulary';
import { ListingGrid } from '../components/ListingCard';

export type BrowseKind = 'search' | 'category' | 'brand';

function titleOf(kind: BrowseKind, scope: BrowseScope, brandName: string | null): { heading: string; title: string } {
  if (kind === 'search') {
    return {
      heading: `Used baby gear for “${scope.q}”`,
      title: pageTitle(`Used baby gear for "${scope.q}"`, TITLES.marketplace),
    };
  }
  if (kind === 'category') {
    const name = categoryBySlug(scope.category ?? '')?.name ?? '';
    return { heading: `Used ${name.toLowerCase()}`, title: dynamicTitle.category(`Used ${name}`, TITLES.marketplace) };
  }
  const brand = brandName ?? scope.brandSlug ?? '';
  return { heading: `${brand} baby gear`, title: dynamicTitle.brand(brand) };
}

/** Answers the server render with a status, from where the page knows it. */
function ResponseStatus({ status }: { status: number }) {
  useResponseStatus(status);
  return null;
}

function EmptyResult({ suggestions }: { suggestions: { slug: string; name: string; count?: number }[] }) {
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Alert severity="info">
        No listings match these filters yet. Try fewer filters, a wider distance, or a nearby category:
      </Alert>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
        component="nav"
        aria-label="Nearby categories"
      >
        {suggestions.map((c) => (
          <Chip
            key={c.slug}
            label={c.count ? `${c.name} (${c.count})` : c.name}
            component={RouterLink}
            to={`/marketplace/category/${c.slug}`}
            clickable
          />
        ))}
      </Stack>
    </Stack>
  );
}

export function BrowsePage({ kind }: { kind: BrowseKind }) {
  const params = useParams();
  const location = useLocation();
  const { search, pathname } = location;
  const scope: BrowseScope =
    kind === 'search'
      ? { q: (params.query ?? '').trim() }
      : kind === 'category'
        ? { category: params.categorySlug ?? '' }
        : { brandSlug: params.brandSlug ?? '' };
  const { filters, error } = filtersFrom(scope, search);
  const list = useBrowseListings(filters);
  const pages = list.items;
  const first = list.items[0];
  const { heading, title } = titleOf(kind, scope, first && kind === 'brand' ? first.brand : null);
  const facets = list.facets;
  const searched = scope.q !== undefined && list.status === 'ready' ? list.total : null;
  useEffect(() => {
    if (searched !== null && scope.q) trackSearchPerformed(location, 'marketplace', scope.q, searched);
  }, [location, scope.q, searched]);
  // A brand with no listings at all (an unknown or misspelt one) is not a page: 404, not indexed.
  const isEmptyBrand = kind === 'brand' && search === '' && list.status === 'ready' && list.total === 0;
  const suggestions =
    facets && facets.categories.length > 0
      ? facets.categories.map((f) => ({ slug: f.slug, name: categoryBySlug(f.slug)?.name ?? f.slug, count: f.count }))
      : CATEGORIES.filter((c) => c.slug !== scope.category).slice(0, 8);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageMeta title={title} noindex={kind === 'search' || search !== '' || isEmptyBrand} />
      {isEmptyBrand && <ResponseStatus status={404} />}
      <Stack spacing={2} sx={{ mb: 2 }}>
        <Typography variant="h2" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {heading}
        </Typography>
        {error && <Alert severity="warning">{error} We show every listing here instead.</Alert>}
      </Stack>
      <FilteredList
        label="Filter listings"
        chips={browseFilterChips(filters, scope, pathname)}
        form={<FiltersForm key={search} action={pathname} filters={filters} facets={facets} scope={scope} />}
        summary={
          list.status === 'ready' && (
            <Typography color="text.secondary" aria-live="polite">
              {list.total === 1 ? '1 listing' : `${list.total.toLocaleString('en-US')} listings`}
            </Typography>
          )
        }
      >
        {pages.length > 0 && <ListingGrid listings={pages} label="Listings" />}
        {list.status === 'ready' && pages.length === 0 && <EmptyResult suggestions={suggestions} />}
        <ListFooter
          status={list.status}
          hasMore={list.hasMore}
          isEmpty={pages.length === 0}
          noun="listings"
          emptyText=""
          onMore={list.loadMore}
          onRetry={list.retry}
        />
      </FilteredList>
    </Container>
  );
}

/** /marketplace/category/{slug}: an unknown category is a 404. */
export function CategoryBrowsePage() {
  const { categorySlug = '' } = useParams();
  return categoryBySlug(categorySlug) ? <BrowsePage kind="category" /> : <NotFoundPage />;
}

/** /marketplace/search/{query}: a blank query (/marketplace/search/%20) is the marketplace itself. */
export function SearchBrowsePage() {
  const { query = '' } = useParams();
  const isBlank = query.trim() === '';
  useResponseRedirect(isBlank ? '/marketplace' : null);
  return isBlank ? <Navigate replace to="/marketplace" /> : <BrowsePage kind="search" />;
}
export const BrandBrowsePage = () => <BrowsePage kind="brand" />;
