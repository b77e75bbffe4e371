// /marketplace, "Buy and Sell Baby Gear": search, categories, fresh listings, listings near the
// visitor's ZIP, what registries want most, and the listings this browser viewed lately.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { CATEGORIES } from '@shared/catalog';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { pageTitle, TITLES } from '../../../ui/meta/titles';
import { useInsights } from './api/get-insights';
import { wantedText } from '../components/insight-format';
import { ListingGrid } from '../components/ListingCard';
import { marketplaceSearchPath } from '@shared/marketplace-browse';
import { NearYou } from '../components/NearYou';
import { useRecentlyViewed } from '../hooks/use-browser-state';
import { useFreshListings } from './api/fresh-listings';
import { MarketplaceSection } from '../components/MarketplaceSection';
import { GridList } from '../../../ui/content/GridList';

function WantedByRegistries() {
  const { data: insights } = useInsights();
  const wanted = Object.entries(insights?.products ?? {})
    .filter(([, p]) => p.wantedRegistries !== null)
    .sort(([, a], [, b]) => (b.wantedRegistries ?? 0) - (a.wantedRegistries ?? 0))
    .slice(0, 6);
  if (wanted.length === 0) return null;
  return (
    <MarketplaceSection
      id="wanted"
      title="Wanted by registries"
      more={{ to: '/marketplace/demand-insights', label: 'Demand insights' }}
    >
      <GridList gap={1} columns={{ xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' }}>
        {wanted.map(([id, p]) => (
          <Box component="li" key={id} sx={{ p: 1.5, borderRadius: 2, bgcolor: 'surface.sand' }}>
            <Link component={RouterLink} to={marketplaceSearchPath(p.title)} sx={{ fontWeight: 700 }}>
              {p.title}
            </Link>
            <Typography variant="body2" color="text.secondary">
              {wantedText(p.wantedRegistries)} · {p.listed} listed
            </Typography>
          </Box>
        ))}
      </GridList>
    </MarketplaceSection>
  );
}

export default function MarketplaceHomePage() {
  const fresh = useFreshListings();
  const recent = useRecentlyViewed();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <PageMeta
        title={pageTitle(TITLES.marketplace)}
        description="Buy and sell used strollers, car seats, cribs and baby gear from local parents. Every listing is checked against recall notices."
      />
      <Box sx={{ mb: 4, maxWidth: 760 }}>
        <Typography variant="h1" gutterBottom>
          Buy and Sell Baby Gear
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Gently used gear from parents near you, every listing checked against recall notices before it goes live.
        </Typography>
        {/* Selling and the parent's own marketplace, one tap from here (issue 22). */}
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to="/marketplace/sell" variant="contained">
            Sell
          </Button>
          <Button component={RouterLink} to="/marketplace/you" variant="outlined">
            Your marketplace
          </Button>
        </Stack>
      </Box>
      <MarketplaceSection id="categories" title="Shop by category">
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          // One row that scrolls sideways on a phone, so the fresh listings start on the first screen.
          sx={{
            flexWrap: { xs: 'nowrap', sm: 'wrap' },
            overflowX: { xs: 'auto', sm: 'visible' },
            pb: { xs: 1, sm: 0 },
          }}
          component="nav"
          aria-label="Marketplace categories"
        >
          {CATEGORIES.map((c) => (
            <Chip key={c.slug} label={c.name} component={RouterLink} to={`/marketplace/category/${c.slug}`} clickable />
          ))}
        </Stack>
      </MarketplaceSection>
      <MarketplaceSection
        id="fresh"
        title={fresh.area && fresh.nearCount > 0 ? `Fresh listings near ${fresh.area.city}` : 'Fresh listings'}
        more={{ to: '/marketplace/fresh', label: 'See all', ariaLabel: 'See all fresh listings' }}
      >
        <ListingGrid listings={fresh.items.slice(0, 8)} label="Fresh listings" />
      </MarketplaceSection>
      <Box sx={{ mb: 5 }}>
        <NearYou />
      </Box>
      <WantedByRegistries />
      {recent.length > 0 && (
        <MarketplaceSection id="recent" title="Recently viewed">
          <ListingGrid listings={recent.slice(0, 8)} label="Recently viewed" />
        </MarketplaceSection>
      )}
    </Container>
  );
}
