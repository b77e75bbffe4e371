// A grid of published articles with "Load more" (cursor pagination), for the editorial list pages.
import Box from '@mui/material/Box';
import { PagedListFooter } from '../../../ui/content/PagedListFooter';
import { useArticleList, type ArticleFilter } from '../api/get-articles';
import { ArticleGrid } from './ArticleCard';

interface ArticleListProps {
  filter: ArticleFilter;
  /** Slugs already shown above (the featured ones). */
  exclude?: readonly string[];
  emptyText: string;
}

export function ArticleList({ filter, exclude = [], emptyText }: ArticleListProps) {
  const list = useArticleList(filter);
  const shown = list.items.filter((a) => !exclude.includes(a.slug));
  return (
    <Box>
      <ArticleGrid articles={shown} />
      <PagedListFooter list={list} isEmpty={shown.length === 0} noun="articles" emptyText={emptyText} />
    </Box>
  );
}
