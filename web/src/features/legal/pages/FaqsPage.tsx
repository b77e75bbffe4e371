// /faqs: every question, grouped, with a search box that filters as you type.
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import InputBase from '@mui/material/InputBase';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useMemo, useState, type SyntheticEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { pageTitle } from '../../../ui/meta/titles';
import { Markdown } from '../../../lib/markdown/Markdown';
import { formatDay } from '../../../lib/markdown/MarkdownDocument';
import { parseFaqs, searchFaqs, type Faq } from '../faqs';
import { LEGAL_LAST_UPDATED, loadLegalText } from '../legal-pages';
import { useLazyText } from '../use-lazy-text';

/** One question; its answer is rendered only once opened (48 Markdown answers at once block a phone). */
function FaqItem({ faq, forceOpen }: { faq: Faq; forceOpen: boolean }) {
  const [opened, setOpened] = useState(false);
  const isOpen = forceOpen || opened;
  return (
    <Box
      component="details"
      open={isOpen}
      onToggle={(e: SyntheticEvent<HTMLDetailsElement>) => setOpened(e.currentTarget.open)}
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        py: 1.5,
        '& > summary': { cursor: 'pointer', fontWeight: 700, fontSize: '1.05rem', py: 0.5, minHeight: 44 },
      }}
    >
      <summary>{faq.question}</summary>
      {isOpen && (
        <Box sx={{ pt: 1 }}>
          <Markdown>{faq.answer}</Markdown>
        </Box>
      )}
    </Box>
  );
}

export default function FaqsPage() {
  const text = useLazyText('faqs', loadLegalText);
  const groups = useMemo(() => (text ? parseFaqs(text) : []), [text]);
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const shown = useMemo(() => searchFaqs(groups, deferred), [groups, deferred]);
  const count = shown.reduce((n, g) => n + g.faqs.length, 0);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <PageMeta
        title={pageTitle('FAQs')}
        description="Answers about accounts, the baby registry, buying and selling, consignment, events and privacy."
      />
      <Typography variant="h1" sx={{ fontSize: 'clamp(2rem, 3vw + 1rem, 3rem)', mb: 1.5 }}>
        Frequently asked questions
      </Typography>
      <Typography color="text.secondary" sx={{ fontSize: '1.15rem', mb: 1 }}>
        Quick answers about Recess. Still stuck? Write to{' '}
        <Link href="mailto:support@recessparents.com" underline="always">
          support@recessparents.com
        </Link>{' '}
        or see the{' '}
        <Link component={RouterLink} to="/legal-center" underline="always">
          Legal Center
        </Link>
        .
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        Last updated <time dateTime={LEGAL_LAST_UPDATED}>{formatDay(LEGAL_LAST_UPDATED)}</time>
      </Typography>
      <Box component="search" sx={{ mb: 3 }}>
        <Typography component="label" htmlFor="faq-search" sx={{ display: 'block', fontWeight: 650, mb: 0.75 }}>
          Search the FAQs
        </Typography>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            px: 1.5,
            bgcolor: 'background.paper',
            '&:focus-within': { borderColor: 'primary.main', boxShadow: (t) => `0 0 0 1px ${t.palette.primary.main}` },
          }}
        >
          <SearchIcon aria-hidden color="action" />
          <InputBase
            id="faq-search"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="For example: payout, private registry, car seats"
            sx={{ flex: 1, minHeight: 48 }}
            inputProps={{ maxLength: 100 }}
          />
        </Box>
      </Box>
      {text === null ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading the FAQs" />
        </Box>
      ) : (
        <>
          <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {deferred.trim()
              ? count === 0
                ? `No questions match "${deferred.trim()}". Try fewer or different words.`
                : `${count} ${count === 1 ? 'question matches' : 'questions match'} "${deferred.trim()}".`
              : `${count} questions in ${shown.length} topics.`}
          </Typography>
          {!deferred.trim() && (
            <Box component="nav" aria-label="FAQ topics" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 4 }}>
              {groups.map((g) => (
                <Link key={g.id} href={`#${g.id}`} underline="always" sx={{ mr: 1.5 }}>
                  {g.title}
                </Link>
              ))}
            </Box>
          )}
          {shown.map((g) => (
            <Box component="section" key={g.id} aria-labelledby={g.id} sx={{ mb: 5 }}>
              <Typography id={g.id} variant="h2" sx={{ fontSize: '1.5rem', mb: 2, scrollMarginTop: 88 }}>
                {g.title}
              </Typography>
              {g.faqs.map((f) => (
                <FaqItem key={f.id} faq={f} forceOpen={Boolean(deferred.trim())} />
              ))}
            </Box>
          ))}
        </>
      )}
    </Container>
  );
}
