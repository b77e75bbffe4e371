// /careers: why work here, the open roles from Firestore, and the partner, seller and creator programs.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { CareerRole } from '@shared/content';
import { LinkCard } from '../../../ui/content/LinkCard';
import { PageSection } from '../../../ui/content/PageSection';
import { Markdown } from '../../../lib/markdown/Markdown';
import { StaticDocumentPage } from '../../../lib/markdown/StaticDocumentPage';
import { parseStaticDocument } from '../../../lib/markdown/static-document';
import source from '../content/careers.md?raw';
import { useOpenRoles } from '../api/get-open-roles';

const CAREERS = parseStaticDocument(source);

const PROGRAMMES = [
  {
    to: '/careers/community-partner',
    title: 'Community Partners',
    text: 'Host family events on Recess city pages, free.',
  },
  { to: '/careers/pro-seller', title: 'Pro Sellers', text: 'Lower fees and bulk tools for shops and busy sellers.' },
  { to: '/creator-project', title: 'Creator Project', text: 'Paid commissions for parent writers and video makers.' },
  { to: '/consignment', title: 'Consignment', text: 'We sell your outgrown gear for you.' },
];

function RoleCard({ role }: { role: CareerRole }) {
  const headingId = `role-${role.slug}`;
  return (
    <Card component="article" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h3" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {role.title}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
          <Chip size="small" label={role.team} />
          <Chip size="small" label={role.location} />
          <Chip size="small" label={role.employmentType} />
          {role.salaryRange && <Chip size="small" variant="outlined" label={role.salaryRange} />}
        </Stack>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {role.summary}
        </Typography>
        <Box component="details" sx={{ '& > summary': { cursor: 'pointer', fontWeight: 650, py: 1, minHeight: 44 } }}>
          <summary>Read the full description</summary>
          <Markdown>{role.body}</Markdown>
        </Box>
        <Button
          component={RouterLink}
          to={`/careers/apply?role=${encodeURIComponent(role.slug)}`}
          variant="contained"
          sx={{ mt: 1 }}
          aria-label={`Apply for ${role.title}`}
        >
          Apply for {role.title}
        </Button>
      </CardContent>
    </Card>
  );
}

function OpenRoles() {
  const { roles, failed } = useOpenRoles();
  if (failed) {
    return <Alert severity="warning">We could not load the open roles. Please refresh the page to try again.</Alert>;
  }
  if (!roles) return <CircularProgress aria-label="Loading open roles" />;
  if (roles.length === 0) {
    return (
      <Typography>
        No open roles right now. We still read{' '}
        <Link component={RouterLink} to="/careers/apply" underline="always">
          general applications
        </Link>
        .
      </Typography>
    );
  }
  return (
    <Stack spacing={2}>
      {roles.map((r) => (
        <RoleCard key={r.slug} role={r} />
      ))}
    </Stack>
  );
}

export default function CareersPage() {
  return (
    <StaticDocumentPage doc={CAREERS} showToc={false}>
      <PageSection id="open-roles" title="Open roles" sx={{ mt: 6 }}>
        <OpenRoles />
        <Typography sx={{ mt: 3 }}>
          Don&apos;t see your role?{' '}
          <Link component={RouterLink} to="/careers/apply" underline="always">
            Send a general application
          </Link>
          .
        </Typography>
      </PageSection>
      <PageSection id="programmes" title="Programs for partners, sellers and creators" sx={{ mt: 6 }}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {PROGRAMMES.map((p) => (
            <LinkCard key={p.to} to={p.to} title={p.title} text={p.text} />
          ))}
        </Box>
      </PageSection>
    </StaticDocumentPage>
  );
}
