// A product at /product/{titleSlug}/{id} (canonical), /product/{id}, /products/{titleSlug}/{id}, /products/{id}.
// Loading suspends to the layout's progress bar; a failed read reaches the error boundary's "Try again".
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, type ComponentType } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { JsonLd } from '../../../ui/meta/JsonLd';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { useSiteOrigin } from '../../../ui/meta/site-meta';
import { breadcrumbJsonLd, productJsonLd } from '../../../ui/meta/structured-data';
import { dynamicTitle, pageTitle } from '../../../ui/meta/titles';
import { categoryBySlug } from '@shared/catalog';
import { useAddToRegistry } from '../../registry';
import { UsedAvailability } from '../../../ui/content/UsedAvailability';
import { useProduct } from '../api/get-product';
import { productPath } from '../components/ProductCard';
import { formatUsd } from '../../../ui/format';

/** 'crib-mattress' reads as 'Crib mattress'. */
function readable(slug: string): string {
  const text = slug.replace(/-/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function ProductNotFound() {
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <PageMeta title={pageTitle('Product not found')} noindex />
      <Typography variant="h2" component="h1" gutterBottom>
        Product not found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        We could not find that product. It may have been retired from our catalog, or the link may be incomplete.
      </Typography>
      <Button component={RouterLink} to="/registry" variant="contained">
        Browse the registry catalog
      </Button>
    </Container>
  );
}

/** What the page offers beside the product from areas above the catalog (composed in app/routes). */
export interface ProductPageProps {
  /** The marketplace's "Tell me when one is listed near me" (the catalog does not import the marketplace). */
  AlertButton?: ComponentType<{ product: { id: string; title: string } }>;
}

export default function ProductPage({ AlertButton }: ProductPageProps) {
  const { id = '' } = useParams();
  const product = useProduct(id);
  const { add, busyId } = useAddToRegistry('product_page');
  const origin = useSiteOrigin();

  if (!product) return <ProductNotFound />;
  const category = categoryBySlug(product.category);
  const path = productPath(product);
  const trail = [
    { name: 'Registry', path: '/registry' },
    ...(category ? [{ name: category.name, path: `/registry/category/${category.slug}` }] : []),
    { name: product.title, path },
  ];

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <PageMeta
        title={dynamicTitle.product(product.title)}
        shareTitle={product.title}
        canonicalPath={path}
        description={product.description}
        type="product"
        image={product.imageUrl}
        imageAlt={product.title}
        price={{ amount: product.price, currency: 'USD' }}
      />
      <JsonLd
        data={[
          productJsonLd(
            {
              name: product.title,
              url: path,
              image: product.imageUrl,
              description: product.description,
              brand: product.brand,
              price: product.price,
            },
            origin,
          ),
          breadcrumbJsonLd(trail, origin),
        ]}
      />
      <Box sx={{ display: 'grid', gap: { xs: 3, md: 6 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Box sx={{ aspectRatio: '1 / 1', bgcolor: 'surface.sand', borderRadius: 4, overflow: 'hidden' }}>
          <img
            src={product.imageUrl}
            alt={product.title}
            width={640}
            height={640}
            // The page's largest image: fetched first, never lazily.
            fetchPriority="high"
            style={{ width: '100%', height: '100%', display: 'block' }}
          />
        </Box>
        <Stack spacing={2}>
          {category && (
            <Link component={RouterLink} to={`/registry/category/${category.slug}`} variant="body2">
              {category.name}
            </Link>
          )}
          <Typography variant="h2" component="h1">
            {product.title}
          </Typography>
          <Typography color="text.secondary">by {product.brand}</Typography>
          <Typography variant="h3" component="p">
            {formatUsd(product.price)}
          </Typography>
          <UsedAvailability title={product.title} used={product.used} />
          {AlertButton && (
            <Suspense fallback={null}>
              <Box>
                <AlertButton product={{ id: product.id, title: product.title }} />
              </Box>
            </Suspense>
          )}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {product.ageRange && <Chip label={product.ageRange} />}
            {product.subcategory && <Chip variant="outlined" label={readable(product.subcategory)} />}
          </Stack>
          <Typography>{product.description}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button variant="contained" size="large" onClick={() => void add(product)} disabled={busyId === product.id}>
              {busyId === product.id ? 'Adding…' : 'Add to registry'}
            </Button>
            <Button
              variant="outlined"
              size="large"
              href={product.externalUrl}
              target="_blank"
              rel="noopener noreferrer nofollow"
            >
              View at {product.retailer}
            </Button>
          </Stack>
        </Stack>
      </Box>
    </Container>
  );
}
