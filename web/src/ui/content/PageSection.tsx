// A titled section of a page: an h2 the section is labelled by (and can be linked to with #id).
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface PageSectionProps {
  /** The heading's id: the section's label and its anchor. */
  id: string;
  title: ReactNode;
  /** Placement of the section (margins, a frame). */
  sx?: SxProps<Theme>;
  children?: ReactNode;
}

export function PageSection({ id, title, sx, children }: PageSectionProps) {
  return (
    <Box component="section" aria-labelledby={id} sx={sx}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.6rem', mb: 2, scrollMarginTop: 88 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
