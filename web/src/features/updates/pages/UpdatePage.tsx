// /updates/{slug}: one product or blog update (one document read).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageMeta } from '../../../app/meta/PageMeta';
import { pageTitle, TITLES } from '../../../app/meta/titles';
import type { Update } from '../../../../../functions/src/shared/content';
import { Markdown } from '../../../lib/markdown/Markdown';
import { formatDay } from '../../../lib/markdown/MarkdownDocument';
import { getUpdate } from '../api/updates';
import { UPDATE_TYPE_LABELS } from './UpdatesPage';

export default function UpdatePage() {
  const { slug = '' } = useParams();
  const [state, setState] = useState<{ slug: string; update: Update | null } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    getUpdate(slug).then(
      (update) => live && setState({ slug, update }),
      (error: unknown) => {
        console.error('Loading the update failed', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [slug]);

  if (failed) throw new Error('The update could not be loaded');
  if (!state || state.slug !== slug) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
        <CircularProgress aria-label="Loading update" />
      </Box>
    );
  }
  const update = state.update;
  if (!update) {
    return (
      <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
        <PageMeta title={pageTitle('Update not found', TITLES.updates)} noindex />
        <Typography variant="h2" component="h1" gutterBottom>
          Update not found
        </Typography>
        <Button component={RouterLink} to="/updates" variant="contained">
          See all updates
        </Button>
      </Container>
    );
  }
  return (
    <Container maxWidth="md" component="article" sx={{ py: { xs: 4, md: 6 } }}>
      <PageMeta title={pageTitle(update.title, TITLES.updates)} description={update.summary} />
      <Link component={RouterLink} to="/updates" variant="body2">
        Updates
      </Link>
      <Typography variant="overline" component="p" color="secondary.dark" sx={{ fontWeight: 700, mt: 2 }}>
        {UPDATE_TYPE_LABELS[update.type]}
      </Typography>
      <Typography variant="h1" sx={{ fontSize: 'clamp(1.9rem, 3vw + 1rem, 2.8rem)', mb: 1.5 }}>
        {update.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        By {update.author} · <time dateTime={update.publishedAt}>{formatDay(update.publishedAt)}</time>
      </Typography>
      <Box sx={{ mb: 4, aspectRatio: '1200 / 630', borderRadius: 3, overflow: 'hidden', bgcolor: 'action.hover' }}>
        <img
          src={update.heroImage}
          alt={update.heroAlt}
          width={1200}
          height={630}
          style={{ width: '100%', height: '100%', display: 'block' }}
        />
      </Box>
      <Markdown>{update.body}</Markdown>
    </Container>
  );
}
