// The home page: the mobile-app pitch and the ways into registry, marketplace, events and guides.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PageMeta } from '../../ui/meta/PageMeta';
import { pageTitle, TITLES } from '../../ui/meta/titles';
import { StoreBadges } from '../../ui/StoreBadges';
import { HeroIllustration } from './HeroIllustration';
import { EntryPoints } from './EntryPoints';
import { Pillars } from './Pillars';

export default function HomePage() {
  return (
    <>
      <PageMeta
        title={pageTitle(TITLES.home)}
        description="Build one baby registry from any store, buy and sell used baby gear with buyer protection, get answers any hour, and find family events in your city."
      />
      <Box component="section" aria-labelledby="home-hero" sx={{ bgcolor: '#f3ece0', py: { xs: 5, md: 9 } }}>
        <Container maxWidth="lg">
          <Box
            sx={{
              display: 'grid',
              gap: { xs: 4, md: 6 },
              gridTemplateColumns: { xs: '1fr', md: '1.15fr 1fr' },
              alignItems: 'center',
            }}
          >
            <Stack spacing={3}>
              <Typography id="home-hero" variant="h1" component="h1">
                The parenting village, in your pocket.
              </Typography>
              <Typography variant="h4" component="p" sx={{ fontWeight: 500, color: 'text.secondary', maxWidth: 560 }}>
                Buy and sell baby gear with people nearby, get answers at 3 a.m., and trade notes with parents who have
                been exactly where you are. Recess is the app for the years when everything is new.
              </Typography>
              <StoreBadges />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                <Button component={RouterLink} to="/registry" variant="contained" size="large">
                  Start your baby registry
                </Button>
                <Button component={RouterLink} to="/marketplace" variant="outlined" size="large">
                  Shop used baby gear
                </Button>
              </Stack>
            </Stack>
            <HeroIllustration />
          </Box>
        </Container>
      </Box>
      <Pillars />
      <EntryPoints />
      <Box
        component="section"
        aria-labelledby="home-app"
        sx={{ py: { xs: 6, md: 9 }, bgcolor: 'primary.main', color: 'primary.contrastText' }}
      >
        <Container maxWidth="md" sx={{ textAlign: 'center' }}>
          <Typography id="home-app" variant="h2" component="h2" gutterBottom>
            Everything gets easier with the app
          </Typography>
          <Typography sx={{ mb: 3, opacity: 0.92 }}>
            List the bouncer your baby outgrew in under a minute, get a ping when someone near you posts the carrier you
            have been hunting for, and chat with other families before the Saturday story time. Free on iPhone and
            Android.
          </Typography>
          <Box sx={{ display: 'flex', justifyContent: 'center' }}>
            <StoreBadges />
          </Box>
        </Container>
      </Box>
    </>
  );
}
