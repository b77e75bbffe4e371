// An article in a list: picture, category, title (a link to its canonical path) and summary; and a
// grid of them.
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { CardGrid } from '../../../ui/content/CardGrid';
import { HeroImage } from '../../../ui/content/HeroImage';
import { articleCategoryBySlug, articlePath, type ArticleLink } from '@shared/content';

export function ArticleCard({ article, headingLevel = 'h3' }: { article: ArticleLink; headingLevel?: 'h2' | 'h3' }) {
  const category = articleCategoryBySlug(article.category);
  const kind =
    article.section === 'product-review'
      ? 'Review'
      : article.section === 'product-roundup'
        ? 'Round-up'
        : category?.name;
  return (
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <HeroImage src={article.heroImage} />
      <CardContent sx={{ flex: 1 }}>
        {kind && (
          <Typography variant="overline" color="secondary.dark" sx={{ fontWeight: 700, lineHeight: 1.6 }}>
            {kind}
          </Typography>
        )}
        <Typography variant="h4" component={headingLevel} sx={{ mb: 1 }}>
          <Link component={RouterLink} to={articlePath(article)} color="inherit">
            {article.title}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {article.summary}
        </Typography>
      </CardContent>
    </Card>
  );
}

export function ArticleGrid({ articles }: { articles: readonly ArticleLink[] }) {
  return (
    <CardGrid>
      {articles.map((a) => (
        <ArticleCard key={a.slug} article={a} />
      ))}
    </CardGrid>
  );
}
