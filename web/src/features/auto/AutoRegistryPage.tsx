// /auto: three questions (due date, living space, budget) give a starter registry to add in bulk.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { PageMeta } from '../../ui/meta/PageMeta';
import { pageTitle } from '../../ui/meta/titles';
import { showToast } from '../../ui/toast/toast-store';
import { CHECKLIST } from '@shared/checklist';
import { INSPIRATIONS } from '@shared/inspirations';
import { track } from '../../lib/analytics/track';
import { trackProductAdded } from '../../lib/analytics/product-properties';
import { currentUid, openSignupModal } from '../auth';
import { getProductsByIds } from '../catalog';
import {
  ADDED_TO_REGISTRY_TITLE,
  addedToRegistryMessage,
  addProductToRegistry,
  pickProductSnapshot,
  storePendingItem,
} from '../registry';
import {
  candidateIds,
  suggestStarterRegistry,
  type AutoAnswers,
  type Budget,
  type Space,
  type Suggestion,
} from './suggest';

function dueDateError(value: string, today = new Date()): string | null {
  const d = new Date(`${value}T12:00:00`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(d.getTime()))
    return 'Enter your due date (or your baby’s birthday).';
  const min = new Date(today.getFullYear() - 1, today.getMonth(), today.getDate());
  const max = new Date(today.getFullYear(), today.getMonth() + 10, today.getDate());
  return d < min || d > max ? 'Enter a due date in the next ten months, or a birthday in the last year.' : null;
}

export default function AutoRegistryPage() {
  const [answers, setAnswers] = useState<AutoAnswers>({ dueDate: '', space: 'small', budget: 'middle' });
  const [dateError, setDateError] = useState('');
  const [suggestions, setSuggestions] = useState<Suggestion[] | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');

  const suggest = async (event: FormEvent) => {
    event.preventDefault();
    const error = dueDateError(answers.dueDate);
    setDateError(error ?? '');
    if (error) return;
    setBusy(true);
    setFailure('');
    try {
      const products = await getProductsByIds(candidateIds(CHECKLIST, INSPIRATIONS));
      const smallSpace = INSPIRATIONS.find((c) => c.slug === 'small-space')?.productIds ?? [];
      const result = suggestStarterRegistry(answers, CHECKLIST, products, smallSpace);
      setSuggestions(result);
      setSelected(new Set(result.map((s) => s.product.id)));
    } catch (e) {
      console.error('Suggesting a registry failed', e);
      setFailure('We could not put your list together just now. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const addAll = async () => {
    const picks = (suggestions ?? [])
      .filter((s) => selected.has(s.product.id))
      .map((s) => pickProductSnapshot(s.product));
    if (picks.length === 0) return;
    const uid = await currentUid().catch(() => null);
    if (!uid) {
      picks.forEach((p) => storePendingItem(p));
      openSignupModal(`Create your free account to save these ${picks.length} products to your registry.`);
      return;
    }
    setBusy(true);
    const added: string[] = [];
    let failed = 0;
    for (const p of picks) {
      try {
        if (await addProductToRegistry(uid, p)) trackProductAdded(p, 'auto');
        added.push(p.title);
      } catch (e) {
        console.error(`Could not add ${p.id}`, e);
        failed += 1;
      }
    }
    track('Bulk Add Operation', { source: 'auto', added_count: added.length, failed_count: failed });
    setBusy(false);
    showToast({
      severity: failed ? 'warning' : 'success',
      title: ADDED_TO_REGISTRY_TITLE,
      message: addedToRegistryMessage(added, failed),
    });
  };

  const radio = <T extends string>(label: string, value: T, options: [T, string][], onChange: (v: T) => void) => (
    <FormControl>
      <FormLabel id={`auto-${label}`}>{label}</FormLabel>
      <RadioGroup aria-labelledby={`auto-${label}`} value={value} onChange={(e) => onChange(e.target.value as T)}>
        {options.map(([v, text]) => (
          <FormControlLabel key={v} value={v} control={<Radio />} label={text} />
        ))}
      </RadioGroup>
    </FormControl>
  );

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <PageMeta
        title={pageTitle('Build My Registry', 'Baby Registry')}
        description="Answer three questions and get a starter baby registry you can add in one click."
      />
      <Typography variant="h2" component="h1" gutterBottom>
        Build my registry in a minute
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Three questions, then a starter list: one well-reviewed pick for each essential, sized for your home and budget.
        Untick anything you already have.
      </Typography>
      <Stack component="form" noValidate spacing={3} onSubmit={(e) => void suggest(e)} sx={{ mb: 4 }}>
        <TextField
          id="auto-due-date"
          label="Due date or baby's birthday"
          type="date"
          value={answers.dueDate}
          onChange={(e) => setAnswers((a) => ({ ...a, dueDate: e.target.value }))}
          error={Boolean(dateError)}
          helperText={dateError || ' '}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ maxWidth: 320 }}
        />
        {radio<Space>(
          'Where you live',
          answers.space,
          [
            ['small', 'An apartment or a small space'],
            ['roomy', 'A home with room to spare'],
          ],
          (space) => setAnswers((a) => ({ ...a, space })),
        )}
        {radio<Budget>(
          'Budget',
          answers.budget,
          [
            ['lean', 'Keep it lean'],
            ['middle', 'Middle of the road'],
            ['splurge', 'Room to splurge'],
          ],
          (budget) => setAnswers((a) => ({ ...a, budget })),
        )}
        <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
          Suggest my registry
        </Button>
      </Stack>
      {failure && <Alert severity="error">{failure}</Alert>}
      {suggestions && (
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
                      checked={selected.has(s.product.id)}
                      onChange={(e) =>
                        setSelected((prev) => {
                          const next = new Set(prev);
                          if (e.target.checked) next.add(s.product.id);
                          else next.delete(s.product.id);
                          return next;
                        })
                      }
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
            disabled={busy || selected.size === 0}
            onClick={() => void addAll()}
          >
            {busy ? 'Adding…' : `Add ${selected.size} products to my registry`}
          </Button>
        </Box>
      )}
    </Container>
  );
}
