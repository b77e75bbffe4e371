// One term and its value in a description list (<dl>): a listing's or an event's facts.
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, mb: 1 }}>
        {children}
      </Typography>
    </>
  );
}
