// Cards in a responsive grid, as a labelled list: products, categories.
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Columns per breakpoint, e.g. { xs: 2, md: 4 }. */
type GridColumns = Partial<Record<'xs' | 'sm' | 'md' | 'lg', number>>;

export function CardList({ label, columns, children }: { label: string; columns: GridColumns; children: ReactNode }) {
  const gridTemplateColumns = Object.fromEntries(Object.entries(columns).map(([bp, n]) => [bp, `repeat(${n}, 1fr)`]));
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns }}
    >
      {children}
    </Box>
  );
}
