// Renders trusted-shape Markdown (articles, policies) as React elements. Raw HTML is never parsed,
// so a document edited in the console cannot run script; links to app paths stay in the app.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MarkdownToJsx from 'markdown-to-jsx';
import type { AnchorHTMLAttributes, ImgHTMLAttributes, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { headingId } from '@shared/content';

function MarkdownLink({
  href: raw,
  children,
  title,
}: AnchorHTMLAttributes<HTMLAnchorElement> & { children?: ReactNode }) {
  // The sanitizer gives null for unsafe links (javascript: and the like): show the text alone.
  const href = typeof raw === 'string' ? raw : '';
  if (href === '') return <span>{children}</span>;
  if (href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/api/')) {
    return (
      <Link component={RouterLink} to={href} title={title} underline="always">
        {children}
      </Link>
    );
  }
  const isMail = href.startsWith('mailto:') || href.startsWith('tel:');
  return (
    <Link
      href={href}
      title={title}
      underline="always"
      {...(isMail ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
    >
      {children}
    </Link>
  );
}

/** Images inside a body: lazy, never wider than the text, with a reserved box so nothing jumps. */
function MarkdownImage({ src, alt = '', title }: ImgHTMLAttributes<HTMLImageElement>) {
  return (
    <img
      src={src}
      alt={alt}
      title={title}
      loading="lazy"
      width={1200}
      height={630}
      style={{ width: '100%', height: 'auto', aspectRatio: '1200 / 630', borderRadius: 12 }}
    />
  );
}

/** A table can be wider than a phone: it scrolls sideways inside its own box, not the page. */
function MarkdownTable({ children }: { children?: ReactNode }) {
  return (
    <Box sx={{ overflowX: 'auto', my: 3 }} tabIndex={0} role="region" aria-label="Table">
      <table>{children}</table>
    </Box>
  );
}

const OPTIONS = {
  disableParsingRawHTML: true,
  forceBlock: true,
  slugify: (text: string) => headingId(text),
  overrides: {
    a: { component: MarkdownLink },
    img: { component: MarkdownImage },
    table: { component: MarkdownTable },
  },
};

const bodySx = {
  typography: 'body1',
  fontSize: { xs: '1.02rem', md: '1.08rem' },
  lineHeight: 1.75,
  color: 'text.primary',
  overflowWrap: 'break-word',
  '& h2': { typography: 'h3', fontSize: { xs: '1.35rem', md: '1.6rem' }, mt: 5, mb: 1.5, scrollMarginTop: 88 },
  '& h3': { typography: 'h4', fontSize: { xs: '1.12rem', md: '1.25rem' }, mt: 3.5, mb: 1, scrollMarginTop: 88 },
  '& h4': { typography: 'h4', fontSize: '1.05rem', mt: 3, mb: 1 },
  '& p': { my: 1.75 },
  '& ul, & ol': { pl: 3, my: 1.75 },
  '& li': { my: 0.75 },
  '& li > p': { my: 0.5 },
  '& blockquote': { borderLeft: 4, borderColor: 'primary.light', m: 0, my: 3, pl: 2.5, color: 'text.secondary' },
  '& table': { width: '100%', borderCollapse: 'collapse', fontSize: '0.95rem', minWidth: 420 },
  '& th, & td': { border: 1, borderColor: 'divider', px: 1.5, py: 1, textAlign: 'left', verticalAlign: 'top' },
  '& th': { bgcolor: 'action.hover', fontWeight: 700 },
  '& hr': { border: 0, borderTop: 1, borderColor: 'divider', my: 4 },
  '& code': { fontFamily: 'monospace', bgcolor: 'action.hover', px: 0.5, borderRadius: 1 },
  '& > :first-of-type': { mt: 0 },
} as const;

export function Markdown({ children }: { children: string }) {
  return (
    <Box sx={bodySx} className="markdown-body">
      <MarkdownToJsx options={OPTIONS}>{children}</MarkdownToJsx>
    </Box>
  );
}
