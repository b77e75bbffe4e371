// /marketplace/fresh, the "See all" of the home page's Fresh listings: every active listing, newest
// first, a page at a time; in a browser that remembers a ZIP, the newest near it come first.
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ListFooter } from '../../../ui/content/ListFooter';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { pageTitle, TITLES } from '../../../ui/meta/titles';
import { ListingGrid } from '../components/ListingCard';
import { useFreshListings } from './api/fresh-listings';

export default function FreshListingsPage() {
  const { items, area, nearCount, everywhere } = useFreshListings();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageMeta
        title={pageTitle('Fresh listings', TITLES.marketplace)}
        description="The newest used baby gear listed by parents on Recess, every listing checked against recall notices."
      />
      <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
        Fresh listings
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }} aria-live="polite">
        {area && nearCount > 0
          ? `Newest first, starting with ${nearCount === 1 ? '1 listing' : `${nearCount} listings`} near ${area.city} ${area.zip}.`
          : 'Newest first.'}
      </Typography>
      {items.length > 0 && <ListingGrid listings={items} label="Fresh listings" />}
      <ListFooter
        status={everywhere.status}
        hasMore={everywhere.hasMore}
        isEmpty={items.length === 0}
        noun="listings"
        emptyText="Nothing is listed right now."
        onMore={everywhere.loadMore}
        onRetry={everywhere.retry}
      />
    </Container>
  );
}
