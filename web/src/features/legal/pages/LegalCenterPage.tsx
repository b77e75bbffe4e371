// /legal-center: every policy, grouped, with its lead and date, plus the FAQs and how to reach us.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { pageTitle } from '../../../ui/meta/titles';
import { formatDay } from '../../../lib/markdown/MarkdownDocument';
import { LEGAL_PAGES, type LegalPageInfo } from '../legal-pages';

const GROUPS: { group: LegalPageInfo['group']; heading: string }[] = [
  { group: 'Terms', heading: 'Terms' },
  { group: 'Privacy', heading: 'Privacy' },
  { group: 'Marketplace', heading: 'Marketplace and buyer protection' },
];

export default function LegalCenterPage() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageMeta
        title={pageTitle('Legal Center')}
        description="Every Recess policy in one place: terms, privacy, buyer protection and marketplace rules."
      />
      <Typography variant="h1" sx={{ fontSize: 'clamp(2rem, 3vw + 1rem, 3rem)', mb: 1.5 }}>
        Legal Center
      </Typography>
      <Typography color="text.secondary" sx={{ fontSize: '1.15rem', maxWidth: 760, mb: 4 }}>
        Every policy that applies when you use Recess, written to be read. Questions about any of them? Start with the{' '}
        <Link component={RouterLink} to="/faqs" underline="always">
          FAQs
        </Link>{' '}
        or write to{' '}
        <Link href="mailto:legal@recessparents.com" underline="always">
          legal@recessparents.com
        </Link>
        .
      </Typography>
      {GROUPS.map(({ group, heading }) => (
        <Box component="section" key={group} aria-labelledby={`legal-${group}`} sx={{ mb: 5 }}>
          <Typography id={`legal-${group}`} variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
            {heading}
          </Typography>
          <Box
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}
          >
            {LEGAL_PAGES.filter((p) => p.group === group).map((p) => (
              <Card key={p.slug} component="article">
                <CardContent>
                  <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
                    <Link component={RouterLink} to={`/${p.slug}`}>
                      {p.title}
                    </Link>
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    {p.lead}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    Last updated {formatDay(p.lastUpdated)}
                  </Typography>
                </CardContent>
              </Card>
            ))}
          </Box>
        </Box>
      ))}
    </Container>
  );
}
