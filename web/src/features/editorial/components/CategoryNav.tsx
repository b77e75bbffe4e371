// The editorial categories as links, the current one marked.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { Link as RouterLink } from 'react-router-dom';
import { ARTICLE_CATEGORIES } from '@shared/content';

export function CategoryNav({ current }: { current?: string }) {
  return (
    <Box component="nav" aria-label="Guide categories" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 3 }}>
      <Chip
        component={RouterLink}
        to="/editorial"
        clickable
        label="All guides"
        color={current ? 'default' : 'primary'}
      />
      {ARTICLE_CATEGORIES.map((c) => (
        <Chip
          key={c.slug}
          component={RouterLink}
          to={`/editorial/category/${c.slug}`}
          clickable
          label={c.name}
          color={current === c.slug ? 'primary' : 'default'}
          aria-current={current === c.slug ? 'page' : undefined}
        />
      ))}
      <Chip component={RouterLink} to="/best-baby-products" clickable label="Best baby products" variant="outlined" />
    </Box>
  );
}
