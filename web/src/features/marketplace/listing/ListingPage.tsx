// A listing at /marketplace/{title}/{id} or /marketplace/brand/{brand}/{title}/{id}: photos, price,
// condition, details, pickup area (never an address), seller and safety screening. One document read.
// Another title or brand in the address answers 301 to the canonical path; a sold listing says "Sold".
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, Navigate, useLocation, useParams } from 'react-router-dom';
import { categoryBySlug } from '@shared/catalog';
import { LISTING_CONDITIONS, listingPath, listingPhotoUrl, type Listing } from '@shared/marketplace';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { dynamicTitle, TITLES } from '../../../ui/meta/titles';
import { NotFoundPage } from '../../../ui/errors/NotFoundPage';
import { useResponseRedirect } from '../../../ui/errors/response-status';
import { useListing } from './api/get-listing';
import { ageRangeText, screeningText } from '../components/listing-format';
import { formatCents } from '../../../ui/format';
import { PhotoGallery } from '../components/PhotoGallery';
import { SaveListingButton } from '../components/SaveListingButton';
import { ReportListingButton } from '../reporting/ReportListingButton';
import { usePendingOffer, type OfferDraft } from '../buying/use-pending-offer';
import { SellerSummary } from '../components/SellerSummary';
import { AskSellerQuestion } from '../questions/AskSellerQuestion';
import { useListingViewed } from '../hooks/use-listing-viewed';
import { Detail } from '../../../ui/content/Detail';

function deliveryText(listing: Listing): string {
  const ship = listing.shippingCents === null ? null : `Ships for ${formatCents(listing.shippingCents)}`;
  if (ship && listing.localPickup) return `${ship}, or local pickup`;
  return ship ?? 'Local pickup only';
}

const MakeOfferDialog = lazy(() => import('../buying/MakeOfferDialog'));

/** Buy now and Make an offer, while the listing is for sale. */
function BuyActions({ listing }: { listing: Listing }) {
  const [isOffering, setIsOffering] = useState(false);
  // An offer typed before signing in opens again, as typed.
  const [draft, setDraft] = useState<OfferDraft | null>(null);
  usePendingOffer(listing.id, (held) => {
    setDraft(held);
    setIsOffering(true);
  });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      <Button component={RouterLink} to={`/marketplace/checkout/${listing.id}`} variant="contained" size="large">
        Buy now
      </Button>
      <Button variant="outlined" size="large" onClick={() => setIsOffering(true)}>
        Make an offer
      </Button>
      {isOffering && (
        <Suspense fallback={null}>
          <MakeOfferDialog listing={listing} draft={draft} open onClose={() => setIsOffering(false)} />
        </Suspense>
      )}
    </Stack>
  );
}

function ListingDetails({ listing }: { listing: Listing }) {
  useListingViewed(listing);
  const category = categoryBySlug(listing.category);
  const condition = LISTING_CONDITIONS.find((c) => c.value === listing.condition);
  const isSold = listing.status === 'sold';
  const safety = screeningText(listing.screening);
  const first = listing.photos[0];
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <PageMeta
        title={dynamicTitle.category(listing.title, TITLES.marketplace)}
        shareTitle={listing.title}
        canonicalPath={listingPath(listing)}
        description={listing.description.slice(0, 300)}
        type="product"
        image={first ? listingPhotoUrl(listing.id, first.id, 1080) : null}
        imageAlt={listing.title}
        price={{ amount: listing.priceCents / 100, currency: 'USD' }}
      />
      <Box
        sx={{ display: 'grid', gap: { xs: 3, md: 6 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' } }}
      >
        <PhotoGallery listing={listing} />
        <Stack spacing={2}>
          {category && (
            <Link component={RouterLink} to={`/marketplace/category/${category.slug}`} variant="body2">
              {category.name}
            </Link>
          )}
          <Typography variant="h2" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {listing.title}
          </Typography>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
            <Typography variant="h3" component="p">
              {formatCents(listing.priceCents)}
            </Typography>
            {listing.originalPriceCents !== null && listing.originalPriceCents > listing.priceCents && (
              <Typography color="text.secondary">{formatCents(listing.originalPriceCents)} new</Typography>
            )}
            {isSold && <Chip color="secondary" label="Sold" />}
          </Stack>
          {isSold && (
            <Alert severity="info">
              This item has sold. Similar items may still be listed in {category?.name ?? 'this category'}.
            </Alert>
          )}
          {listing.status === 'reserved' && (
            <Alert severity="info">
              Someone is checking out this item right now. It becomes available again if they do not finish.
            </Alert>
          )}
          {listing.status === 'active' && <BuyActions listing={listing} />}
          {(listing.status === 'active' || listing.status === 'reserved') && <AskSellerQuestion listing={listing} />}
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <SaveListingButton listingId={listing.id} />
            <ReportListingButton listingId={listing.id} />
          </Stack>
          {condition && (
            <Box>
              <Typography sx={{ fontWeight: 700 }}>{condition.label}</Typography>
              <Typography variant="body2" color="text.secondary">
                {condition.explanation}
              </Typography>
            </Box>
          )}
          <Typography sx={{ whiteSpace: 'pre-line' }}>{listing.description}</Typography>
          <Box component="dl" sx={{ m: 0 }}>
            {listing.brand && (
              <Detail term="Brand and model">
                <Link component={RouterLink} to={`/marketplace/brand/${listing.brandSlug}`} underline="always">
                  {listing.brand}
                </Link>
                {listing.model && ` ${listing.model}`}
              </Detail>
            )}
            <Detail term="Age range">{ageRangeText(listing.ageMinMonths, listing.ageMaxMonths)}</Detail>
            {listing.manufactureDate && <Detail term="Manufactured">{listing.manufactureDate}</Detail>}
            <Detail term="Pickup area">
              {listing.pickup.city}, {listing.pickup.state} {listing.pickup.zip}
            </Detail>
            <Detail term="Delivery">{deliveryText(listing)}</Detail>
          </Box>
          <Divider />
          <SellerSummary seller={listing.seller} />
          {safety && (
            <Stack
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center' }}
              component="section"
              aria-label="Safety check"
            >
              <VerifiedUserOutlined color={listing.screening?.status === 'clear' ? 'success' : 'warning'} aria-hidden />
              <Typography variant="body2">{safety}</Typography>
            </Stack>
          )}
          <Typography variant="body2" color="text.secondary">
            Every listing is checked against recall notices and our{' '}
            <Link component={RouterLink} to="/prohibited-items-policy" underline="always">
              prohibited items
            </Link>{' '}
            before it goes live, and again whenever a recall is added.
          </Typography>
        </Stack>
      </Box>
    </Container>
  );
}

export default function ListingPage() {
  const { id = '' } = useParams();
  const { pathname, search } = useLocation();
  const listing = useListing(id);
  const isPublic = listing !== null && ['active', 'reserved', 'sold'].includes(listing.status);
  const canonical = isPublic ? listingPath(listing) : null;
  const moved = canonical !== null && canonical !== pathname ? `${canonical}${search}` : null;
  useResponseRedirect(moved);
  if (!isPublic) return <NotFoundPage />;
  if (moved) return <Navigate replace to={moved} />;
  return <ListingDetails listing={listing} />;
}
