// /admin/analytics: the sign-up funnel for a date range, split by user type and auth method, and the
// top pages. Admins only (custom claim `admin`); the server decides, and anyone else is told so.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { funnelRangeSchema, type FunnelRange } from '@shared/schemas/funnel-range';
import { FormTextField } from '../../../ui/form/FormTextField';
import { schemaErrors } from '../../../ui/form/schema-errors';
import { useForm } from '../../../ui/form/use-form';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { pageTitle } from '../../../ui/meta/titles';
import { ApiError } from '../../../lib/api/client';
import { RequireSignIn } from '../../account';
import { FUNNEL_REPORT_FAILED, isoDay, useFunnelReport } from '../api/get-funnel-report';
import { FunnelChart } from '../components/FunnelChart';
import { NotAllowed } from '../components/NotAllowed';
import { SplitTable } from '../components/SplitTable';

/** The range's messages for the form: the api's own schema (shared), checked as the admin types. */
export const rangeErrors = (values: FunnelRange) => schemaErrors<FunnelRange>(funnelRangeSchema, values);

/** Days are counted in the night after they end (UTC); until then they are left out, and said so. */
export function pendingDaysNote(days: readonly string[]): string {
  const list = days.length > 3 ? `${days.slice(0, 3).join(', ')} and ${days.length - 3} more` : days.join(', ');
  return `Not counted yet (days are counted after they end, at 00:30 UTC): ${list}.`;
}

function Report() {
  const [params, setParams] = useSearchParams();
  const today = new Date();
  const from = params.get('from') ?? isoDay(new Date(today.getTime() - 29 * 86_400_000));
  const to = params.get('to') ?? isoDay(today);
  const form = useForm<FunnelRange>({
    initialValues: { from, to },
    validate: rangeErrors,
    onSubmit: (range) => setParams({ from: range.from, to: range.to }),
  });
  const { data: report, error, isPending } = useFunnelReport(from, to);

  if (error instanceof ApiError && error.status === 403) return <NotAllowed />;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: 'clamp(1.8rem, 2vw + 1rem, 2.4rem)', mb: 1 }}>
        Sign-up funnel
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Browsers that reached each step (counted once each a day), with conversion from the step before. Days are UTC.
      </Typography>
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        onSubmit={form.handleSubmit}
        noValidate
        sx={{ mb: 4, alignItems: 'flex-start' }}
        aria-label="Date range"
      >
        {(['from', 'to'] as const).map((name) => (
          <FormTextField
            key={name}
            form={form}
            name={name}
            id={`funnel-${name}`}
            label={name === 'from' ? 'From' : 'To'}
            type="date"
            required
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ))}
        <Button type="submit" variant="contained" sx={{ mt: { sm: 1 } }}>
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
            {report.events} events from {report.from} to {report.to}.
          </Typography>
          {report.pendingDays.length > 0 && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {pendingDaysNote(report.pendingDays)}
            </Alert>
          )}
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
