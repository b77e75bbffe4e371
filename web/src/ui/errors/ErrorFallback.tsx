// The friendly message shown when a page or a data subtree fails, with a way to try again.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

interface ErrorFallbackProps {
  onRetry: () => void;
  headingLevel?: 'h1' | 'h2';
}

export function ErrorFallback({ onRetry, headingLevel = 'h2' }: ErrorFallbackProps) {
  return (
    <Box role="alert" sx={{ py: 6, px: 2, textAlign: 'center', maxWidth: 560, mx: 'auto' }}>
      <Typography variant="h3" component={headingLevel} gutterBottom>
        Something went wrong
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        We could not show this part of the page. Check your connection and try again; if it keeps happening, we are
        already looking into it.
      </Typography>
      <Button variant="contained" onClick={onRetry}>
        Try again
      </Button>
    </Box>
  );
}
