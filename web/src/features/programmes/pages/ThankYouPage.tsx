// /careers/thank-you: where job, partner and pro seller applications land.
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { pageTitle } from '../../../ui/meta/titles';

export default function ThankYouPage() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <PageMeta title={pageTitle('Thank You for Applying')} noindex />
      <Typography variant="h1" sx={{ fontSize: 'clamp(2rem, 3vw + 1rem, 2.8rem)', mb: 2 }}>
        Thank you for applying
      </Typography>
      <ThankYouNote />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center', mt: 4 }}>
        <Button component={RouterLink} to="/careers" variant="contained">
          Back to careers
        </Button>
        <Button component={RouterLink} to="/editorial" variant="outlined">
          Read our parenting guides
        </Button>
      </Stack>
    </Container>
  );
}

export function ThankYouNote() {
  return (
    <Typography color="text.secondary" sx={{ fontSize: '1.1rem' }}>
      We have your application and a person on our team will read it. Expect an email from us within 10 business days,
      whatever the answer. If something changes in the meantime, write to careers@recessparents.com.
    </Typography>
  );
}
