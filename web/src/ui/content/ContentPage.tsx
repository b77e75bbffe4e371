// The frame of a content page: its meta (title, description, canonical link), an optional link back
// up, the one h1, a lead, "Last updated" and calls to action; the page's own content follows.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDay } from '../../lib/content/format-day';
import { PageMeta } from '../meta/PageMeta';

/** A link with its text: a path in the app, or an anchor on the page ("#open-roles"). */
export interface PageLink {
  to: string;
  label: string;
}

interface ContentPageProps {
  /** The full browser title, from pageTitle() or dynamicTitle. */
  pageTitle: string;
  /** The meta description; the lead when it is plain text. */
  description?: string;
  /** When the page has several paths. */
  canonicalPath?: string;
  /** The link-preview image (og:image), e.g. a quiz's hero. */
  image?: string;
  /** 'md' is a reading column (a quiz, a form, the updates); 'lg' holds grids and documents. */
  width?: 'md' | 'lg';
  back?: PageLink;
  title: string;
  lead?: ReactNode;
  /** ISO date shown as "Last updated". */
  lastUpdated?: string;
  /** Call-to-action buttons under the lead. */
  actions?: ReactNode;
  children?: ReactNode;
}

const TITLE_SIZE = { md: 'clamp(1.9rem, 3vw + 1rem, 2.8rem)', lg: 'clamp(2rem, 3vw + 1rem, 3rem)' };

export function ContentPage({
  pageTitle,
  description,
  canonicalPath,
  image,
  width = 'lg',
  back,
  title,
  lead,
  lastUpdated,
  actions,
  children,
}: ContentPageProps) {
  return (
    <Container maxWidth={width} sx={{ py: { xs: 4, md: 6 } }}>
      <PageMeta
        title={pageTitle}
        canonicalPath={canonicalPath}
        description={description ?? (typeof lead === 'string' ? lead : undefined)}
        image={image}
      />
      <Box sx={{ mb: 3 }}>
        {back && (
          <Link component={RouterLink} to={back.to} variant="body2">
            {back.label}
          </Link>
        )}
        <Typography variant="h1" sx={{ fontSize: TITLE_SIZE[width], mt: back ? 1 : 0, mb: 1.5 }}>
          {title}
        </Typography>
        {lead && (
          <Typography color="text.secondary" sx={{ fontSize: '1.15rem', maxWidth: 760 }}>
            {lead}
          </Typography>
        )}
        {lastUpdated && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            Last updated <time dateTime={lastUpdated}>{formatDay(lastUpdated)}</time>
          </Typography>
        )}
        {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 3 }}>{actions}</Box>}
      </Box>
      {children}
    </Container>
  );
}
