// /faqs: every question, grouped, with a search box that filters as you type.
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Suspense, use, useDeferredValue, useMemo, useState, type SyntheticEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ContentPage } from '../../../ui/content/ContentPage';
import { PageSection } from '../../../ui/content/PageSection';
import { PageSpinner } from '../../../ui/content/PageSpinner';
import { pageTitle } from '../../../ui/meta/titles';
import { Markdown } from '../../../lib/markdown/Markdown';
import { parseFaqs, searchFaqs, type Faq } from '../faqs';
import { LEGAL_LAST_UPDATED, loadLegalText } from '../legal-pages';

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

/** The questions that match the search, grouped; suspends until the FAQ text has arrived. */
function FaqResults({ query }: { query: string }) {
  const text = use(loadLegalText('faqs'));
  const groups = useMemo(() => parseFaqs(text), [text]);
  const shown = useMemo(() => searchFaqs(groups, query), [groups, query]);
  const count = shown.reduce((n, g) => n + g.faqs.length, 0);
  return (
    <>
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {query
          ? count === 0
            ? `No questions match "${query}". Try fewer or different words.`
            : `${count} ${count === 1 ? 'question matches' : 'questions match'} "${query}".`
          : `${count} questions in ${shown.length} topics.`}
      </Typography>
      {!query && (
        <Box component="nav" aria-label="FAQ topics" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 4 }}>
          {groups.map((g) => (
            <Link key={g.id} href={`#${g.id}`} underline="always" sx={{ mr: 1.5 }}>
              {g.title}
            </Link>
          ))}
        </Box>
      )}
      {shown.map((g) => (
        <PageSection key={g.id} id={g.id} title={g.title} sx={{ mb: 5 }}>
          {g.faqs.map((f) => (
            <FaqItem key={f.id} faq={f} forceOpen={Boolean(query)} />
          ))}
        </PageSection>
      ))}
    </>
  );
}

export default function FaqsPage() {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);

  return (
    <ContentPage
      pageTitle={pageTitle('FAQs')}
      description="Answers about accounts, the baby registry, buying and selling, consignment, events and privacy."
      width="md"
      title="Frequently asked questions"
      lead={
        <>
          Quick answers about Recess. Still stuck? Write to{' '}
          <Link href="mailto:support@recessparents.com" underline="always">
            support@recessparents.com
          </Link>{' '}
          or see the{' '}
          <Link component={RouterLink} to="/legal-center" underline="always">
            Legal Center
          </Link>
          .
        </>
      }
      lastUpdated={LEGAL_LAST_UPDATED}
    >
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
      <Suspense fallback={<PageSpinner label="Loading the FAQs" />}>
        <FaqResults query={deferred.trim()} />
      </Suspense>
    </ContentPage>
  );
}
