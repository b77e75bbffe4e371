// The three questions of /auto: due date, living space and budget.
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';
import type { AutoRegistryEvent, AutoRegistryState } from '../auto-registry-machine';
import type { Budget, Space } from '../suggest';

const SPACES: [Space, string][] = [
  ['small', 'An apartment or a small space'],
  ['roomy', 'A home with room to spare'],
];
const BUDGETS: [Budget, string][] = [
  ['lean', 'Keep it lean'],
  ['middle', 'Middle of the road'],
  ['splurge', 'Room to splurge'],
];

interface AutoQuestionsFormProps {
  state: AutoRegistryState;
  send: (event: AutoRegistryEvent) => void;
  onSubmit: (event: FormEvent) => void;
}

export function AutoQuestionsForm({ state, send, onSubmit }: AutoQuestionsFormProps) {
  const { answers } = state;
  return (
    <Stack component="form" noValidate spacing={3} onSubmit={onSubmit} sx={{ mb: 4 }}>
      <TextField
        id="auto-due-date"
        label="Due date or baby's birthday"
        type="date"
        value={answers.dueDate}
        onChange={(e) => send({ type: 'dueDateChanged', dueDate: e.target.value })}
        error={Boolean(state.dateError)}
        helperText={state.dateError || ' '}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ maxWidth: 320 }}
      />
      <RadioQuestion
        label="Where you live"
        value={answers.space}
        options={SPACES}
        onChange={(space) => send({ type: 'spaceChanged', space })}
      />
      <RadioQuestion
        label="Budget"
        value={answers.budget}
        options={BUDGETS}
        onChange={(budget) => send({ type: 'budgetChanged', budget })}
      />
      <Button type="submit" variant="contained" disabled={state.isBusy} sx={{ alignSelf: 'flex-start' }}>
        Suggest my registry
      </Button>
    </Stack>
  );
}

interface RadioQuestionProps<T extends string> {
  label: string;
  value: T;
  options: [T, string][];
  onChange: (value: T) => void;
}

function RadioQuestion<T extends string>({ label, value, options, onChange }: RadioQuestionProps<T>) {
  return (
    <FormControl>
      <FormLabel id={`auto-${label}`}>{label}</FormLabel>
      <RadioGroup aria-labelledby={`auto-${label}`} value={value} onChange={(e) => onChange(e.target.value as T)}>
        {options.map(([v, text]) => (
          <FormControlLabel key={v} value={v} control={<Radio />} label={text} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
