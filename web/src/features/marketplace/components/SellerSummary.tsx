// Who sells a listing, as buyers need to judge them: first name, rating, sales and response time.
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ListingSeller } from '@shared/marketplace';
import { responseText } from './listing-format';

export function SellerSummary({ seller }: { seller: ListingSeller }) {
  const response = responseText(seller.responseHours);
  return (
    <Stack component="section" aria-label="Seller" spacing={0.25}>
      <Typography sx={{ fontWeight: 700 }}>Sold by {seller.firstName || 'a Recess parent'}</Typography>
      <Typography variant="body2" color="text.secondary">
        {seller.ratingAverage !== null && seller.ratingCount > 0
          ? `Rated ${seller.ratingAverage.toFixed(1)} out of 5 from ${seller.ratingCount} ${seller.ratingCount === 1 ? 'rating' : 'ratings'}`
          : 'No ratings yet'}
        {seller.completedSales > 0 && ` · ${seller.completedSales} ${seller.completedSales === 1 ? 'sale' : 'sales'}`}
      </Typography>
      {response && (
        <Typography variant="body2" color="text.secondary">
          {response}
        </Typography>
      )}
    </Stack>
  );
}
