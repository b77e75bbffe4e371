// /marketplace/demand-insights: what registries want and have not received, against what is listed
// and what sells, per category and per catalog product. One document read (the functions' summary).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { CATEGORIES } from '@shared/catalog';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { pageTitle, TITLES } from '../../../ui/meta/titles';
import { useInsights } from './api/get-insights';
import { centsOrDash, daysOrDash, wantedText } from '../components/insight-format';
import { marketplaceSearchPath } from '@shared/marketplace-browse';

const cell = {
  px: 1,
  py: 0.75,
  borderBottom: 1,
  borderColor: 'divider',
  textAlign: 'left',
  verticalAlign: 'top',
} as const;

function InsightsTable({
  caption,
  rows,
}: {
  caption: string;
  rows: {
    key: string;
    name: React.ReactNode;
    wanted: number | null;
    listed: number;
    ask: number | null;
    sold: number | null;
    days: number | null;
  }[];
}) {
  return (
    <Box sx={{ overflowX: 'auto', mb: 5 }}>
      <Box component="table" sx={{ borderCollapse: 'collapse', width: '100%', minWidth: 640 }}>
        <Typography component="caption" variant="h3" sx={{ textAlign: 'left', mb: 1.5 }}>
          {caption}
        </Typography>
        <thead>
          <tr>
            {['', 'Registries', 'Listed now', 'Median asking', 'Median sold', 'Days to sell'].map((h, i) => (
              <Box component="th" scope="col" key={h || i} sx={{ ...cell, fontWeight: 700 }}>
                {h || 'Item'}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <Box component="th" scope="row" sx={{ ...cell, fontWeight: 500 }}>
                {r.name}
              </Box>
              <Box component="td" sx={cell}>
                {wantedText(r.wanted)}
              </Box>
              <Box component="td" sx={cell}>
                {r.listed}
              </Box>
              <Box component="td" sx={cell}>
                {centsOrDash(r.ask)}
              </Box>
              <Box component="td" sx={cell}>
                {centsOrDash(r.sold)}
              </Box>
              <Box component="td" sx={cell}>
                {daysOrDash(r.days)}
              </Box>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

export default function DemandInsightsPage() {
  const { data: insights, isError } = useInsights();
  const categories = CATEGORIES.map((c) => ({ c, i: insights?.categories[c.slug] })).filter((x) => x.i);
  const products = Object.entries(insights?.products ?? {})
    .sort(([, a], [, b]) => (b.wantedRegistries ?? 0) - (a.wantedRegistries ?? 0) || b.listed - a.listed)
    .slice(0, 40);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <PageMeta
        title={pageTitle('Demand Insights', TITLES.marketplace)}
        description="What parents' registries still need, what is listed and what it sells for: a guide to pricing and listing used baby gear."
      />
      <Typography variant="h2" component="h1" gutterBottom>
        Demand insights
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1, maxWidth: 720 }}>
        What parents still need on their public registries, what is listed now, and what it sells for. Sell what is
        wanted and price it to move.
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 4, maxWidth: 720 }}>
        We count registries, never name them, and show any count under 5 as “fewer than 5”, so no family can be picked
        out.
        {insights &&
          ` Updated ${new Date(insights.updatedAt).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })}.`}
      </Typography>
      {isError && (
        <Alert severity="error">Demand insights are not available right now. Please try again in a moment.</Alert>
      )}
      {insights === null && (
        <Alert severity="info">Demand insights are being gathered. Check back within the hour.</Alert>
      )}
      {categories.length > 0 && (
        <InsightsTable
          caption="By category"
          rows={categories.map(({ c, i }) => ({
            key: c.slug,
            name: (
              <Link component={RouterLink} to={`/marketplace/category/${c.slug}`}>
                {c.name}
              </Link>
            ),
            wanted: i?.wantedRegistries ?? null,
            listed: i?.listed ?? 0,
            ask: i?.medianAskCents ?? null,
            sold: i?.medianSoldCents ?? null,
            days: i?.medianDaysToSell ?? null,
          }))}
        />
      )}
      {products.length > 0 && (
        <InsightsTable
          caption="Most wanted products"
          rows={products.map(([id, p]) => ({
            key: id,
            name: (
              <Link component={RouterLink} to={marketplaceSearchPath(p.title)}>
                {p.title}
              </Link>
            ),
            wanted: p.wantedRegistries,
            listed: p.listed,
            ask: p.medianAskCents,
            sold: p.medianSoldCents,
            days: p.medianDaysToSell,
          }))}
        />
      )}
    </Container>
  );
}
