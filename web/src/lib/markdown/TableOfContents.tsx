// "On this page": links to the `## ` sections of a Markdown document, and the layout that sets them
// beside the text (above it on a phone).
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Heading } from '@shared/content';

export function TableOfContents({ headings }: { headings: readonly Heading[] }) {
  if (headings.length < 2) return null;
  return (
    <Box
      component="nav"
      aria-labelledby="toc-heading"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2.5, bgcolor: 'background.paper' }}
    >
      <Typography id="toc-heading" variant="h4" component="h2" sx={{ mb: 1 }}>
        On this page
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
        {headings.map((h) => (
          <li key={h.id}>
            <Link href={`#${h.id}`} underline="hover" sx={{ fontSize: '0.95rem' }}>
              {h.text}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** A text column with its table of contents beside it (sticky on a desktop); the text alone when there is none. */
export function WithTableOfContents({ headings, children }: { headings: readonly Heading[]; children: ReactNode }) {
  const hasToc = headings.length > 1;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 3, md: 6 },
        gridTemplateColumns: { xs: '1fr', md: hasToc ? 'minmax(0, 1fr) 280px' : '1fr' },
        alignItems: 'start',
      }}
    >
      {hasToc && (
        <Box sx={{ order: { md: 2 }, position: { md: 'sticky' }, top: { md: 88 } }}>
          <TableOfContents headings={headings} />
        </Box>
      )}
      <Box sx={{ maxWidth: 760, minWidth: 0 }}>{children}</Box>
    </Box>
  );
}
