// What the registry pages show while loading, and for a private registry.
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageSpinner } from '../../../ui/content/PageSpinner';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { pageTitle, TITLES } from '../../../ui/meta/titles';

export function RegistryLoading({ label }: { label: string }) {
  return (
    <>
      <PageMeta title={pageTitle(TITLES.registry)} />
      <PageSpinner label={label} />
    </>
  );
}

export function PrivateRegistry() {
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <PageMeta title={pageTitle(TITLES.registry)} noindex />
      <Typography variant="h2" component="h1" gutterBottom>
        This registry is private
      </Typography>
      <Typography color="text.secondary">
        The parents have chosen to keep their registry to themselves for now. If they shared this link with you, ask
        them to make it public in their registry settings.
      </Typography>
    </Container>
  );
}
