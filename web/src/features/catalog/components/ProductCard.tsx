// A product in a grid: picture, name, brand, price, a link to its page and "Add to registry".
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { titleSlug, type CatalogProduct } from '@shared/catalog';
import { formatUsd } from '../../../ui/format';

export function productPath(p: { id: string; title: string }): string {
  return `/product/${titleSlug(p.title)}/${encodeURIComponent(p.id)}`;
}

interface ProductCardProps {
  product: CatalogProduct;
  onAdd: (p: CatalogProduct) => void;
  busy: boolean;
  /** Lines under the title a page adds (when it is needed, used availability). */
  details?: ReactNode;
}

export function ProductCard({ product, onAdd, busy, details }: ProductCardProps) {
  return (
    <Card component="article" sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ aspectRatio: '1 / 1', bgcolor: 'surface.sand' }}>
        <img
          src={product.imageUrl}
          alt=""
          width={320}
          height={320}
          loading="lazy"
          style={{ width: '100%', height: '100%', display: 'block' }}
        />
      </Box>
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Typography variant="body2" color="text.secondary">
          {product.brand}
        </Typography>
        <Typography variant="h4" component="h3">
          <Link component={RouterLink} to={productPath(product)} color="inherit">
            {product.title}
          </Link>
        </Typography>
        {details}
        <Typography sx={{ fontWeight: 700, mt: 'auto', pt: 1 }}>{formatUsd(product.price)}</Typography>
        <Button
          variant="outlined"
          size="small"
          onClick={() => onAdd(product)}
          disabled={busy}
          // One line even in a 360 px phone's two-column grid.
          sx={{ mt: 1, whiteSpace: 'nowrap', px: { xs: 1, sm: 1.25 } }}
        >
          {busy ? 'Adding…' : 'Add to registry'}
          <Box component="span" sx={visuallyHidden}>
            {' '}
            ({product.title})
          </Box>
        </Button>
      </CardContent>
    </Card>
  );
}
