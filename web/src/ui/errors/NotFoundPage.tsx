// Every unknown path: "404 Page Not Found", kept out of search indexes.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PageMeta } from '../meta/PageMeta';
import { pageTitle, TITLES } from '../meta/titles';
import { useResponseStatus } from './response-status';

export function NotFoundPage() {
  useResponseStatus(404);
  return (
    <Box sx={{ py: { xs: 8, md: 12 }, px: 2, textAlign: 'center', maxWidth: 640, mx: 'auto' }}>
      <PageMeta title={pageTitle(TITLES.notFound)} noindex />
      <Typography variant="h1" component="h1" gutterBottom>
        404 Page Not Found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        We looked everywhere, even under the crib, and could not find this page. It may have moved, or the link may have
        a typo.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button component={RouterLink} to="/" variant="contained">
          Go to the home page
        </Button>
      </Stack>
    </Box>
  );
}
export default NotFoundPage;
