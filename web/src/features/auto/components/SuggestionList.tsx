// The suggested starter registry: one checkbox per product, then the bulk add button.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { addButtonLabel, type AutoRegistryEvent, type AutoRegistryState } from '../auto-registry-machine';
import type { Suggestion } from '../suggest';

interface SuggestionListProps {
  state: AutoRegistryState;
  suggestions: Suggestion[];
  send: (event: AutoRegistryEvent) => void;
  onAddAll: () => void;
}

export function SuggestionList({ state, suggestions, send, onAddAll }: SuggestionListProps) {
  return (
    <Box component="section" aria-labelledby="auto-results">
      <Typography id="auto-results" variant="h3" component="h2" gutterBottom>
        Your starter registry: {suggestions.length} essentials
      </Typography>
      <Box component="ul" aria-label="Suggested products" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {suggestions.map((s) => (
          <Box component="li" key={s.product.id} sx={{ borderBottom: 1, borderColor: 'divider' }}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={state.selected.has(s.product.id)}
                  onChange={(e) => send({ type: 'productToggled', id: s.product.id, isSelected: e.target.checked })}
                />
              }
              label={`${s.product.title} (${s.entry.label}${s.canWait ? '; can wait a few months' : ''})`}
            />
          </Box>
        ))}
      </Box>
      <Button
        variant="contained"
        size="large"
        sx={{ mt: 3 }}
        disabled={state.isBusy || state.selected.size === 0}
        onClick={onAddAll}
      >
        {addButtonLabel(state)}
      </Button>
    </Box>
  );
}
