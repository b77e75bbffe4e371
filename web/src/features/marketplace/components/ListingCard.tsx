// A listing in a grid: photo, title (the link), price, condition, where it is and who sells it.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { Link as RouterLink } from 'react-router-dom';
import { conditionLabel, listingPath } from '@shared/marketplace';
import type { ListingCard as Card_ } from '@shared/marketplace-browse';
import { formatCents } from '../../../ui/format';
import { ListingPhoto } from './ListingPhoto';
import { GridList } from '../../../ui/content/GridList';

export function ListingCard({ listing }: { listing: Card_ }) {
  const path = listingPath(listing);
  return (
    <Card component="article" sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ aspectRatio: '1 / 1', bgcolor: 'surface.sand' }}>
        {listing.photo && (
          <ListingPhoto
            listingId={listing.id}
            photo={listing.photo}
            alt=""
            sizes="(min-width: 1200px) 280px, (min-width: 600px) 33vw, 50vw"
          />
        )}
      </Box>
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Typography variant="h4" component="h3" sx={{ fontSize: '1rem', overflowWrap: 'anywhere' }}>
          <Link component={RouterLink} to={path} color="inherit">
            {listing.title}
          </Link>
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
          <Typography sx={{ fontWeight: 700 }}>{formatCents(listing.priceCents)}</Typography>
          {listing.originalPriceCents !== null && listing.originalPriceCents > listing.priceCents && (
            <Typography variant="body2" color="text.secondary" sx={{ textDecoration: 'line-through' }}>
              <Box component="span" sx={visuallyHidden}>
                New price{' '}
              </Box>
              {formatCents(listing.originalPriceCents)}
            </Typography>
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {conditionLabel(listing.condition)}
          {' · '}
          {listing.pickup.city}
          {listing.distanceMiles !== undefined && ` · ${listing.distanceMiles} mi`}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 'auto' }}>
          {listing.shippingCents !== null ? 'Ships' : 'Local pickup'}
          {listing.localPickup && listing.shippingCents !== null && ' or local pickup'}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** Listings as a labelled grid list: two columns on a phone. */
export function ListingGrid({ listings, label }: { listings: Card_[]; label: string }) {
  return (
    <GridList
      label={label}
      gap={{ xs: 1.5, md: 2.5 }}
      columns={{ xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' }}
    >
      {listings.map((l) => (
        <li key={l.id}>
          <ListingCard listing={l} />
        </li>
      ))}
    </GridList>
  );
}
