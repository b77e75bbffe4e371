// /admin/analytics: the sign-up funnel for a date range, split by user type and auth method, and the
// top pages. Admins only (custom claim `admin`); the server decides, and anyone else is told so.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { pageTitle } from '../../../ui/meta/titles';
import { ApiError } from '../../../lib/api/client';
import { RequireSignIn } from '../../account';
import { FUNNEL_REPORT_FAILED, isoDay, useFunnelReport } from '../api/get-funnel-report';
import { FunnelChart } from '../components/FunnelChart';
import { NotAllowed } from '../components/NotAllowed';
import { SplitTable } from '../components/SplitTable';

function Report() {
  const [params, setParams] = useSearchParams();
  const today = new Date();
  const from = params.get('from') ?? isoDay(new Date(today.getTime() - 29 * 86_400_000));
  const to = params.get('to') ?? isoDay(today);
  const [draft, setDraft] = useState({ from, to });
  const { data: report, error, isPending } = useFunnelReport(from, to);

  if (error instanceof ApiError && error.status === 403) return <NotAllowed />;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setParams({ from: draft.from, to: draft.to });
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: 'clamp(1.8rem, 2vw + 1rem, 2.4rem)', mb: 1 }}>
        Sign-up funnel
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Browsers that reached each step (counted once each), with conversion from the step before. Days are UTC.
      </Typography>
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        onSubmit={submit}
        sx={{ mb: 4 }}
        aria-label="Date range"
      >
        <TextField
          type="date"
          label="From"
          value={draft.from}
          onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          label="To"
          value={draft.to}
          onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button type="submit" variant="contained">
          Show
        </Button>
      </Stack>
      {isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading the report" />
        </Box>
      )}
      {error && <Alert severity="error">{error.message || FUNNEL_REPORT_FAILED}</Alert>}
      {report && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {report.events} events from {report.from} to {report.to}
            {report.isTruncated ? ' (stopped at the first 50,000: choose a shorter range for exact numbers)' : ''}.
          </Typography>
          <FunnelChart steps={report.steps} />
          <SplitTable title="By user type" split={report.byUserType} />
          <SplitTable title="By auth method" split={report.byAuthMethod} />
          <Box component="section" aria-labelledby="top-pages" sx={{ mt: 4 }}>
            <Typography id="top-pages" variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
              Top pages
            </Typography>
            {report.topPages.length === 0 ? (
              <Typography color="text.secondary">No page views in this range.</Typography>
            ) : (
              <Box component="ol" sx={{ pl: 3 }}>
                {report.topPages.map((p) => (
                  <li key={p.path}>
                    <code>{p.path}</code>: {p.views} views
                  </li>
                ))}
              </Box>
            )}
          </Box>
        </>
      )}
    </Container>
  );
}

export default function AnalyticsAdminPage() {
  return (
    <>
      <PageMeta title={pageTitle('Analytics', 'Admin')} noindex />
      <RequireSignIn>{() => <Report />}</RequireSignIn>
    </>
  );
}
