// "On this page": links to the `## ` sections of a Markdown document.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
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
