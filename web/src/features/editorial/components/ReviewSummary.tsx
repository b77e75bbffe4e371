// A product review's verdict box: rating, pros, cons and the verdict.
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import type { Review } from '@shared/content';

function Points({ title, items, id }: { title: string; items: readonly string[]; id: string }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h3" sx={{ fontSize: '1.05rem', mb: 1 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </Box>
    </Box>
  );
}

export function ReviewSummary({ review }: { review: Review }) {
  return (
    <Box
      component="section"
      aria-labelledby="review-verdict"
      sx={{
        border: 2,
        borderColor: 'primary.light',
        borderRadius: 3,
        p: { xs: 2.5, md: 3 },
        my: 4,
        bgcolor: 'background.paper',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
        <Typography id="review-verdict" variant="h2" sx={{ fontSize: '1.35rem' }}>
          Our verdict
        </Typography>
        <Rating value={review.rating} precision={0.5} readOnly aria-label={`Rated ${review.rating} out of 5`} />
        <Typography sx={{ fontWeight: 700 }} aria-hidden>
          {review.rating} / 5
        </Typography>
      </Box>
      <Typography sx={{ mb: 2.5 }}>{review.verdict}</Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Points title="What we like" items={review.pros} id="review-pros" />
        <Points title="What to consider" items={review.cons} id="review-cons" />
      </Box>
    </Box>
  );
}
