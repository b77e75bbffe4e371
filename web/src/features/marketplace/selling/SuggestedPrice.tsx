// Under the price field of a listing made from a catalog product: the suggested price for the chosen
// condition ("Suggested $48, based on 7 sales", or an estimate that says so) and a button to use it.
// The seller can still type any price.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isListingCondition, suggestionText } from '@shared/price-suggestion';
import { usePriceSuggestion } from './api/price-suggestion';

export function SuggestedPrice({
  productId,
  condition,
  onUse,
}: {
  productId: string;
  condition: string;
  /** Puts the suggestion, in whole dollars, in the price field. */
  onUse: (dollars: string) => void;
}) {
  const { data } = usePriceSuggestion(productId);
  if (!data || data.basis === 'none') return null;
  const cents = isListingCondition(condition) ? data.byCondition[condition] : undefined;
  const text = suggestionText(data, condition);
  return (
    <Stack
      role="status"
      aria-label="Suggested price"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'center' }, bgcolor: 'action.hover', borderRadius: 2, p: 1.5 }}
    >
      <Typography variant="body2" sx={{ flex: 1 }}>
        {text ?? 'Choose the condition to see a suggested price.'}
      </Typography>
      {cents !== undefined && (
        <Button size="small" variant="outlined" onClick={() => onUse(String(cents / 100))}>
          Use this price
        </Button>
      )}
    </Stack>
  );
}
