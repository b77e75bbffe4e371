// An article at any of its paths (/guides/{category}/{slug}, /editorial/pregnancy/{slug},
// /editorial/products/{slug}, /editorial/products/content/{slug}, /editorial/general/{slug},
// /editorial/{uid}); the canonical link names the one path its section decides. One document read,
// under the data layout's Suspense and error boundary.
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { JsonLd } from '../../../ui/meta/JsonLd';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { useSiteOrigin } from '../../../ui/meta/site-meta';
import { articleJsonLd, breadcrumbJsonLd } from '../../../ui/meta/structured-data';
import { pageTitle, TITLES } from '../../../ui/meta/titles';
import { articleCategoryBySlug, articlePath, markdownHeadings, readingMinutes, type Article } from '@shared/content';
import { ContentNotFound } from '../../../ui/content/ContentNotFound';
import { HeroImage } from '../../../ui/content/HeroImage';
import { PageSection } from '../../../ui/content/PageSection';
import { formatDay } from '../../../lib/content/format-day';
import { Markdown } from '../../../lib/markdown/Markdown';
import { WithTableOfContents } from '../../../lib/markdown/TableOfContents';
import { useArticle } from '../api/get-article';
import { ArticleGrid } from '../components/ArticleCard';
import { ArticleProducts } from '../components/ArticleProducts';
import { HealthNote } from '../components/HealthNote';
import { ReviewSummary } from '../components/ReviewSummary';

const NOT_FOUND = {
  title: pageTitle('Article not found', TITLES.editorial),
  heading: 'Article not found',
  text: 'We could not find that article. It may have moved, or the link may be incomplete.',
  back: { to: '/editorial', label: 'Browse all parenting guides' },
};

function ArticleView({ article }: { article: Article }) {
  const headings = useMemo(() => markdownHeadings(article.body), [article.body]);
  const category = articleCategoryBySlug(article.category);
  const minutes = readingMinutes(article.body);
  const productsHeading =
    article.section === 'product-review' ? 'The products in this review' : 'Every product in this guide';
  const origin = useSiteOrigin();
  const path = articlePath(article);
  const trail = [
    { name: TITLES.editorial, path: '/editorial' },
    ...(category ? [{ name: category.name, path: `/editorial/category/${category.slug}` }] : []),
    { name: article.title, path },
  ];

  return (
    <Container maxWidth="lg" component="article" sx={{ py: { xs: 3, md: 5 } }}>
      <PageMeta
        title={pageTitle(article.title, TITLES.editorial)}
        shareTitle={article.title}
        canonicalPath={path}
        description={article.summary}
        type="article"
        image={article.heroImage}
        imageAlt={article.heroAlt}
      />
      <JsonLd
        data={[
          articleJsonLd(
            {
              headline: article.title,
              url: path,
              image: article.heroImage,
              description: article.summary,
              datePublished: article.publishedAt,
              dateModified: article.updatedAt,
              author: article.author,
            },
            origin,
          ),
          breadcrumbJsonLd(trail, origin),
        ]}
      />
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 2 }}>
        <Link component={RouterLink} to="/editorial">
          Parenting Guides
        </Link>
        {category && (
          <Link component={RouterLink} to={`/editorial/category/${category.slug}`}>
            {category.name}
          </Link>
        )}
      </Breadcrumbs>
      <Box sx={{ maxWidth: 820 }}>
        <Typography variant="h1" sx={{ fontSize: 'clamp(1.9rem, 3vw + 1rem, 3rem)', mb: 2 }}>
          {article.title}
        </Typography>
        <Typography color="text.secondary" sx={{ fontSize: '1.2rem', mb: 2 }}>
          {article.summary}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}
        >
          <span>By {article.author}</span>
          <span>
            Published <time dateTime={article.publishedAt}>{formatDay(article.publishedAt)}</time>
          </span>
          {article.updatedAt !== article.publishedAt && (
            <span>
              Updated <time dateTime={article.updatedAt}>{formatDay(article.updatedAt)}</time>
            </span>
          )}
          <span>{minutes} min read</span>
        </Typography>
      </Box>
      <HeroImage
        src={article.heroImage}
        alt={article.heroAlt}
        isPriority
        sx={{ my: 3, maxWidth: 1000, borderRadius: 3 }}
      />
      <WithTableOfContents headings={headings}>
        {article.healthTopic && <HealthNote />}
        {article.review && <ReviewSummary review={article.review} />}
        <Markdown>{article.body}</Markdown>
        <ArticleProducts products={article.products} heading={productsHeading} />
        {article.tags.length > 0 && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 4 }} aria-label="Topics">
            {article.tags.map((t) => (
              <Chip key={t} label={t} size="small" variant="outlined" />
            ))}
          </Box>
        )}
      </WithTableOfContents>
      {article.related.length > 0 && (
        <PageSection id="related-articles" title="Related articles" sx={{ mt: 8 }}>
          <ArticleGrid articles={article.related} />
        </PageSection>
      )}
    </Container>
  );
}

export default function ArticlePage() {
  const { slug, uid } = useParams();
  const article = useArticle(slug ?? uid ?? '');
  return article ? <ArticleView article={article} /> : <ContentNotFound {...NOT_FOUND} />;
}
