// Cards in a grid: one column on a phone, two on a tablet, three on a desktop.
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export function CardGrid({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
      {children}
    </Box>
  );
}
