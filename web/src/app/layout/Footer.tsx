// The footer on every page: programme and legal links, store badges, contact.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { CONTACT_EMAIL, SITE_NAME } from '../../config/site';
import { StoreBadges } from '../../ui/StoreBadges';

const GROUPS: { heading: string; links: { label: string; to: string }[] }[] = [
  {
    heading: 'Recess',
    links: [
      { label: 'About', to: '/about' },
      { label: 'Community', to: '/community' },
      { label: 'Updates', to: '/updates' },
      { label: 'FAQs', to: '/faqs' },
    ],
  },
  {
    heading: 'Programmes',
    links: [
      { label: 'Careers', to: '/careers' },
      { label: 'Community Partners', to: '/careers/community-partner' },
      { label: 'Pro Sellers', to: '/careers/pro-seller' },
      { label: 'Creator Project', to: '/creator-project' },
      { label: 'Consignment', to: '/consignment' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { label: 'Legal Center', to: '/legal-center' },
      { label: 'Terms of Service', to: '/terms-of-service' },
      { label: 'Privacy Policy', to: '/privacy-policy' },
      { label: 'Consumer Health Data Privacy Notice', to: '/consumer-health-data-privacy-notice' },
      { label: 'Cookie Policy', to: '/cookie-policy' },
      { label: 'Recess Protect', to: '/recess-protect' },
    ],
  },
];

export function Footer() {
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.dark', color: 'primary.contrastText', mt: 'auto', pt: 6, pb: 4 }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' },
          }}
        >
          {GROUPS.map((group) => (
            <Box key={group.heading}>
              <Typography component="h2" variant="h4" sx={{ mb: 1.5, color: 'inherit' }}>
                {group.heading}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link component={RouterLink} to={link.to} color="inherit">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </Box>
            </Box>
          ))}
          <Box sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}>
            <Typography component="h2" variant="h4" sx={{ mb: 1.5, color: 'inherit' }}>
              Get the app
            </Typography>
            <StoreBadges />
          </Box>
        </Box>
        <Typography variant="body2" sx={{ mt: 5, opacity: 0.85 }}>
          © {new Date().getFullYear()} {SITE_NAME}. Made for parents, by parents. Questions?{' '}
          <Link href={`mailto:${CONTACT_EMAIL}`} color="inherit" underline="always">
            {CONTACT_EMAIL}
          </Link>
        </Typography>
      </Container>
    </Box>
  );
}
