// /updates (Updates): product and blog updates, newest first, filtered by type (?type=product|blog),
// with the RSS feed linked.
import RssFeedIcon from '@mui/icons-material/RssFeed';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { UPDATE_TYPES, type Update, type UpdateType } from '@shared/content';
import { ContentPage } from '../../../ui/content/ContentPage';
import { HeroImage } from '../../../ui/content/HeroImage';
import { PagedListFooter } from '../../../ui/content/PagedListFooter';
import { pageTitle, TITLES } from '../../../ui/meta/titles';
import { formatDay } from '../../../lib/content/format-day';
import { useUpdateList } from '../api/get-updates';

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
  const list = useUpdateList(type);

  return (
    <ContentPage
      pageTitle={pageTitle(TITLES.updates)}
      description="What is new in Recess, and stories from the team and the families we build for."
      width="md"
      title="Updates"
      lead={
        <>
          New features, fixes worth knowing about and stories from the team.{' '}
          <Link href={FEED_PATH} underline="always" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            <RssFeedIcon fontSize="small" aria-hidden /> RSS feed
          </Link>
        </>
      }
    >
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
      <PagedListFooter list={list} noun="updates" emptyText="Nothing here yet." />
    </ContentPage>
  );
}
