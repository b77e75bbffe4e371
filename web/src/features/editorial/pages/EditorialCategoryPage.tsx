// /editorial/category/{category}: one category's guides, newest first.
import { useParams } from 'react-router-dom';
import { articleCategoryBySlug } from '@shared/content';
import { ContentPage } from '../../../ui/content/ContentPage';
import { NotFoundPage } from '../../../ui/errors/NotFoundPage';
import { dynamicTitle, TITLES } from '../../../ui/meta/titles';
import { ArticleList } from '../components/ArticleList';
import { CategoryNav } from '../components/CategoryNav';

const GUIDES = { to: '/editorial', label: 'Parenting Guides' };

export default function EditorialCategoryPage() {
  const { category: slug = '' } = useParams();
  const category = articleCategoryBySlug(slug);
  if (!category) return <NotFoundPage />;
  return (
    <ContentPage
      pageTitle={dynamicTitle.category(category.name, TITLES.editorial)}
      back={GUIDES}
      title={category.name}
      lead={category.blurb}
    >
      <CategoryNav current={category.slug} />
      <ArticleList
        key={category.slug}
        filter={{ category: category.slug }}
        emptyText={`No ${category.name.toLowerCase()} guides yet. Browse all guides instead.`}
      />
    </ContentPage>
  );
}
