// The three questions of /auto on the form kit: due date (checked with dueDateError, its message on
// the field, focus moved there), living space and budget. What was chosen stays when the date is refused.
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { FormTextField } from '../../../ui/form/FormTextField';
import { useForm } from '../../../ui/form/use-form';
import { dueDateError, initialAutoRegistryState } from '../auto-registry-machine';
import type { AutoAnswers, Budget, Space } from '../suggest';

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
  /** Suggesting or adding: the button waits. */
  isBusy: boolean;
  onSuggest: (answers: AutoAnswers) => void;
}

export function AutoQuestionsForm({ isBusy, onSuggest }: AutoQuestionsFormProps) {
  const form = useForm<AutoAnswers>({
    initialValues: initialAutoRegistryState.answers,
    validate: ({ dueDate }) => {
      const error = dueDateError(dueDate, new Date());
      return error ? { dueDate: error } : {};
    },
    onSubmit: onSuggest,
  });
  return (
    <Stack component="form" noValidate spacing={3} onSubmit={form.handleSubmit} sx={{ mb: 4 }}>
      <FormTextField
        form={form}
        name="dueDate"
        id="auto-due-date"
        label="Due date or baby's birthday"
        type="date"
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ maxWidth: 320 }}
      />
      <RadioQuestion
        label="Where you live"
        value={form.values.space}
        options={SPACES}
        onChange={(space) => form.setValue('space', space)}
      />
      <RadioQuestion
        label="Budget"
        value={form.values.budget}
        options={BUDGETS}
        onChange={(budget) => form.setValue('budget', budget)}
      />
      <Button type="submit" variant="contained" disabled={isBusy} sx={{ alignSelf: 'flex-start' }}>
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
