// A static document page (policies, programmes, company pages): title, lead, optional "Last updated",
// a table of contents from the `## ` headings, the Markdown body, and whatever the page adds below.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useMemo, type ReactNode } from 'react';
import { markdownHeadings } from '@shared/content';
import { Markdown } from './Markdown';
import { TableOfContents } from './TableOfContents';

interface MarkdownDocumentProps {
  title: string;
  lead?: string;
  /** ISO date shown as "Last updated". */
  lastUpdated?: string;
  body: string;
  showToc?: boolean;
  /** Above the title (a breadcrumb link). */
  before?: ReactNode;
  /** Between the lead and the body (call-to-action buttons). */
  actions?: ReactNode;
  children?: ReactNode;
}

export function formatDay(iso: string): string {
  const t = Date.parse(`${iso}T12:00:00Z`);
  if (Number.isNaN(t)) return iso;
  return new Date(t).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

export function MarkdownDocument({
  title,
  lead,
  lastUpdated,
  body,
  showToc = true,
  before,
  actions,
  children,
}: MarkdownDocumentProps) {
  const headings = useMemo(() => (showToc ? markdownHeadings(body) : []), [body, showToc]);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      {before}
      <Typography variant="h1" sx={{ fontSize: 'clamp(2rem, 3vw + 1rem, 3rem)', mb: 1.5 }}>
        {title}
      </Typography>
      {lead && (
        <Typography color="text.secondary" sx={{ fontSize: '1.15rem', maxWidth: 760, mb: 1.5 }}>
          {lead}
        </Typography>
      )}
      {lastUpdated && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Last updated <time dateTime={lastUpdated}>{formatDay(lastUpdated)}</time>
        </Typography>
      )}
      {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, my: 3 }}>{actions}</Box>}
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 6 },
          mt: 3,
          gridTemplateColumns: { xs: '1fr', md: headings.length > 1 ? 'minmax(0, 1fr) 280px' : '1fr' },
          alignItems: 'start',
        }}
      >
        {headings.length > 1 && (
          <Box sx={{ order: { md: 2 }, position: { md: 'sticky' }, top: { md: 88 } }}>
            <TableOfContents headings={headings} />
          </Box>
        )}
        <Box sx={{ maxWidth: 760, minWidth: 0 }}>
          <Markdown>{body}</Markdown>
          {children}
        </Box>
      </Box>
    </Container>
  );
}
