// A grid of published articles with "Load more" (cursor pagination), for the editorial list pages.
import Box from '@mui/material/Box';
import { ListFooter } from '../../../ui/content/ListFooter';
import { usePagedList } from '../../../lib/content/use-paged-list';
import { listArticles, type ArticleFilter } from '../api/articles';
import { ArticleCard } from './ArticleCard';

interface ArticleListProps {
  filter: ArticleFilter;
  /** Slugs already shown above (the featured ones). */
  exclude?: readonly string[];
  emptyText: string;
}

export function ArticleList({ filter, exclude = [], emptyText }: ArticleListProps) {
  const list = usePagedList(JSON.stringify(filter), (after) => listArticles(filter, after));
  const shown = list.items.filter((a) => !exclude.includes(a.slug));
  return (
    <Box>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
        {shown.map((a) => (
          <ArticleCard key={a.slug} article={a} />
        ))}
      </Box>
      <ListFooter
        status={list.status}
        hasMore={list.hasMore}
        isEmpty={shown.length === 0}
        noun="articles"
        emptyText={emptyText}
        onMore={list.loadMore}
        onRetry={list.retry}
      />
    </Box>
  );
}
