// /registry: the registry catalog home: categories, popular picks and ways to get started.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { pageTitle, TITLES } from '../../../ui/meta/titles';
import { CATEGORIES } from '@shared/catalog';
import { useSessionUser } from '../../auth';
import { CardList } from '../components/CardList';
import { ProductGrid } from '../components/ProductGrid';

export default function CatalogHomePage() {
  const user = useSessionUser();
  return (
    <>
      <PageMeta
        title={pageTitle(TITLES.registry)}
        description="One baby registry for every store: browse essentials, add gear from any shop and share one list with family and friends."
      />
      <Box component="section" sx={{ bgcolor: 'surface.sand', py: { xs: 5, md: 8 } }}>
        <Container maxWidth="lg">
          <Typography variant="h1" component="h1" sx={{ maxWidth: 760 }} gutterBottom>
            One baby registry for every store
          </Typography>
          <Typography sx={{ maxWidth: 640, mb: 3 }} color="text.secondary">
            Add the stroller from one shop and the swaddles from another. Friends see one list, buy wherever they like,
            and mark gifts as bought so nothing arrives twice.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button
              component={RouterLink}
              to={user ? `/registry/${user.uid}` : '/signup'}
              variant="contained"
              size="large"
            >
              {user ? 'Go to my registry' : 'Start your registry'}
            </Button>
            <Button component={RouterLink} to="/find-registry" variant="outlined" size="large">
              Find a registry
            </Button>
            <Button component={RouterLink} to="/checklist" variant="text" size="large">
              See the essentials checklist
            </Button>
          </Stack>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Typography variant="h2" component="h2" sx={{ mb: 3 }}>
          Shop by category
        </Typography>
        <CardList label="Categories" columns={{ xs: 2, md: 4 }}>
          {CATEGORIES.map((c) => (
            <li key={c.slug}>
              <Card sx={{ height: '100%' }}>
                <CardActionArea
                  component={RouterLink}
                  to={`/registry/category/${c.slug}`}
                  sx={{ height: '100%', alignItems: 'flex-start' }}
                >
                  <CardContent>
                    <Typography variant="h4" component="h3" gutterBottom>
                      {c.name}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {c.blurb}
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </li>
          ))}
        </CardList>
        <Stack
          direction="row"
          sx={{ mt: 6, mb: 3, alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
        >
          <Typography variant="h2" component="h2">
            Popular picks
          </Typography>
          <Button component={RouterLink} to="/registry/inspiration">
            Get inspired by curated collections
          </Button>
        </Stack>
        <ProductGrid label="Popular picks" />
      </Container>
    </>
  );
}
