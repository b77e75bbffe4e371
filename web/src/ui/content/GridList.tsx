// A list laid out as a grid: a <ul> without bullets or indent, its columns by breakpoint.
import Box from '@mui/material/Box';
import type { ResponsiveStyleValue } from '@mui/system';
import type { ReactNode } from 'react';

interface GridListProps {
  /** The list's accessible name, when the heading above does not say what it lists. */
  label?: string;
  /** grid-template-columns per breakpoint, e.g. { xs: '1fr', md: '1fr 1fr' }. */
  columns: ResponsiveStyleValue<string>;
  gap?: ResponsiveStyleValue<number>;
  children: ReactNode;
}

export function GridList({ label, columns, gap = 1.5, children }: GridListProps) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap, gridTemplateColumns: columns }}
    >
      {children}
    </Box>
  );
}
