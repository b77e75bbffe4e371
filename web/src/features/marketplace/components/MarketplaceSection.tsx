// A section of the marketplace's home and hub: its h2 beside an optional link to the whole list.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

interface MarketplaceSectionProps {
  /** The heading's id, which labels the section. */
  id: string;
  title: string;
  /** The link beside the heading to everything the section samples. */
  more?: { to: string; label: string; ariaLabel?: string };
  children: ReactNode;
}

export function MarketplaceSection({ id, title, more, children }: MarketplaceSectionProps) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 5, scrollMarginTop: 96 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 1.5 }}>
        <Typography id={id} variant="h3" component="h2">
          {title}
        </Typography>
        {more && (
          <Link component={RouterLink} to={more.to} aria-label={more.ariaLabel}>
            {more.label}
          </Link>
        )}
      </Stack>
      {children}
    </Box>
  );
}
