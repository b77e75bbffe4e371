// The catalog products an article names, each with "Add to registry" (signed-out visitors get the
// signup modal and the product is kept for after sign-in).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { ArticleProduct } from '@shared/content';
import { productPath } from '../../catalog';
import { useAddToRegistry } from '../../registry';
import { formatUsd } from '../../../ui/format';

export function ArticleProducts({ products, heading }: { products: readonly ArticleProduct[]; heading: string }) {
  const { add, busyId } = useAddToRegistry('editorial_article');
  if (products.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="article-products" sx={{ my: 5 }}>
      <Typography id="article-products" variant="h2" sx={{ fontSize: '1.4rem', mb: 2 }}>
        {heading}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {products.map((p) => (
          <Card key={p.id} component="article" sx={{ display: 'flex', gap: 2, p: 2, alignItems: 'center' }}>
            <Box
              sx={{
                width: { xs: 84, sm: 112 },
                flexShrink: 0,
                aspectRatio: '1 / 1',
                bgcolor: 'surface.sand',
                borderRadius: 2,
                overflow: 'hidden',
              }}
            >
              <img
                src={p.imageUrl}
                alt=""
                width={112}
                height={112}
                loading="lazy"
                style={{ width: '100%', height: '100%', display: 'block' }}
              />
            </Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" color="text.secondary">
                {p.brand}
              </Typography>
              <Typography variant="h3" sx={{ fontSize: '1.05rem' }}>
                <Link component={RouterLink} to={productPath(p)} color="inherit">
                  {p.title}
                </Link>
              </Typography>
              <Typography sx={{ fontWeight: 700, my: 0.5 }}>{formatUsd(p.price)}</Typography>
              <Button
                variant="outlined"
                size="small"
                disabled={busyId === p.id}
                onClick={() => void add(p)}
                aria-label={`Add to registry: ${p.title}`}
              >
                {busyId === p.id ? 'Adding…' : 'Add to registry'}
              </Button>
            </Box>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
