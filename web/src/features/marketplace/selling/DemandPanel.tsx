// Beside the listing form: how many registries want this product (or category) and what such items
// ask and sell for, from the demand insights summary.
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { categoryBySlug } from '@shared/catalog';
import { useInsights } from '../browse/api/get-insights';
import { centsOrDash, daysOrDash, wantedText } from '../components/insight-format';

export function DemandPanel({ productId, category }: { productId: string; category: string }) {
  const { data } = useInsights();
  const product = productId ? data?.products[productId] : undefined;
  const insight = product ?? (category ? data?.categories[category] : undefined);
  if (!insight) return null;
  const name = product ? product.title : (categoryBySlug(category)?.name ?? category);
  return (
    <Paper variant="outlined" component="aside" aria-label="Demand for this item" sx={{ p: 2, borderRadius: 3 }}>
      <Typography variant="h4" component="h2" gutterBottom>
        Demand for {name}
      </Typography>
      <Typography>{wantedText(insight.wantedRegistries)}.</Typography>
      <Typography variant="body2" color="text.secondary">
        {insight.listed} listed now · median asking {centsOrDash(insight.medianAskCents)} · median sold{' '}
        {centsOrDash(insight.medianSoldCents)} · sells in {daysOrDash(insight.medianDaysToSell)}
      </Typography>
    </Paper>
  );
}
