// /updates/{slug}: one product or blog update (one document read, under the data layout's Suspense
// and error boundary).
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ContentNotFound } from '../../../ui/content/ContentNotFound';
import { HeroImage } from '../../../ui/content/HeroImage';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { pageTitle, TITLES } from '../../../ui/meta/titles';
import { formatDay } from '../../../lib/content/format-day';
import { Markdown } from '../../../lib/markdown/Markdown';
import { useUpdate } from '../api/get-update';
import { UPDATE_TYPE_LABELS } from './UpdatesPage';

const NOT_FOUND = {
  title: pageTitle('Update not found', TITLES.updates),
  heading: 'Update not found',
  text: 'We could not find that update. It may have been unpublished, or the link may be incomplete.',
  back: { to: '/updates', label: 'See all updates' },
};

export default function UpdatePage() {
  const { slug = '' } = useParams();
  const update = useUpdate(slug);
  if (!update) return <ContentNotFound {...NOT_FOUND} />;
  return (
    <Container maxWidth="md" component="article" sx={{ py: { xs: 4, md: 6 } }}>
      <PageMeta
        title={pageTitle(update.title, TITLES.updates)}
        shareTitle={update.title}
        description={update.summary}
        type="article"
        image={update.heroImage}
        imageAlt={update.heroAlt}
      />
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
      <HeroImage src={update.heroImage} alt={update.heroAlt} isPriority sx={{ mb: 4, borderRadius: 3 }} />
      <Markdown>{update.body}</Markdown>
    </Container>
  );
}
