// /updates (Updates): product and blog updates, newest first, filtered by type (?type=product|blog),
// with the RSS feed linked.
import RssFeedIcon from '@mui/icons-material/RssFeed';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { pageTitle, TITLES } from '../../../ui/meta/titles';
import { UPDATE_TYPES, type Update, type UpdateType } from '@shared/content';
import { HeroImage } from '../../../ui/content/HeroImage';
import { ListFooter } from '../../../ui/content/ListFooter';
import { usePagedList } from '../../../lib/content/use-paged-list';
import { formatDay } from '../../../lib/markdown/MarkdownDocument';
import { listUpdates } from '../api/updates';

export const FEED_PATH = '/api/updates/rss.xml';

export const UPDATE_TYPE_LABELS: Record<UpdateType, string> = { product: 'Product update', blog: 'Blog' };

/** Announces the feed to browsers and feed readers while the page is open. */
function useFeedLink() {
  useEffect(() => {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.type = 'application/rss+xml';
    link.title = 'Recess Updates';
    link.href = FEED_PATH;
    document.head.appendChild(link);
    return () => link.remove();
  }, []);
}

function UpdateCard({ update }: { update: Update }) {
  return (
    <Card component="article">
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '240px 1fr' } }}>
        <HeroImage src={update.heroImage} />
        <CardContent>
          <Typography variant="overline" color="secondary.dark" sx={{ fontWeight: 700 }}>
            {UPDATE_TYPE_LABELS[update.type]} ·{' '}
            <time dateTime={update.publishedAt}>{formatDay(update.publishedAt)}</time>
          </Typography>
          <Typography variant="h4" component="h2" sx={{ mb: 1 }}>
            <Link component={RouterLink} to={`/updates/${update.slug}`} color="inherit">
              {update.title}
            </Link>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {update.summary}
          </Typography>
        </CardContent>
      </Box>
    </Card>
  );
}

export default function UpdatesPage() {
  useFeedLink();
  const [params, setParams] = useSearchParams();
  const raw = params.get('type');
  const type = (UPDATE_TYPES as readonly string[]).includes(raw ?? '') ? (raw as UpdateType) : null;
  const list = usePagedList(type ?? 'all', (after) => listUpdates(type, after));

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <PageMeta
        title={pageTitle(TITLES.updates)}
        description="What is new in Recess, and stories from the team and the families we build for."
      />
      <Typography variant="h1" sx={{ fontSize: 'clamp(2rem, 3vw + 1rem, 3rem)', mb: 1.5 }}>
        Updates
      </Typography>
      <Typography color="text.secondary" sx={{ fontSize: '1.15rem', mb: 2 }}>
        New features, fixes worth knowing about and stories from the team.{' '}
        <Link href={FEED_PATH} underline="always" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <RssFeedIcon fontSize="small" aria-hidden /> RSS feed
        </Link>
      </Typography>
      <ToggleButtonGroup
        exclusive
        value={type ?? 'all'}
        onChange={(_, value: string | null) => {
          if (value === null) return;
          setParams(value === 'all' ? {} : { type: value }, { replace: true });
        }}
        aria-label="Show"
        size="small"
        sx={{ mb: 3 }}
      >
        <ToggleButton value="all">All</ToggleButton>
        <ToggleButton value="product">Product updates</ToggleButton>
        <ToggleButton value="blog">Blog</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        {list.items.map((u) => (
          <UpdateCard key={u.slug} update={u} />
        ))}
      </Box>
      <ListFooter
        status={list.status}
        hasMore={list.hasMore}
        isEmpty={list.items.length === 0}
        noun="updates"
        emptyText="Nothing here yet."
        onMore={list.loadMore}
        onRetry={list.retry}
      />
    </Container>
  );
}
