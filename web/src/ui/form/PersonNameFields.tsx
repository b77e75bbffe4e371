// First and last name side by side (stacked on a phone), as every form that asks a person's name
// shows them: the same labels, autocomplete hints and limits.
import Stack from '@mui/material/Stack';
import { LIMITS } from '@shared/registry';
import { FormTextField } from './FormTextField';
import type { Form, TextFieldName } from './use-form';

// V has string `first` and `last` (the constraint says so); TypeScript cannot narrow a generic's keys.
const FIRST = 'first';
const LAST = 'last';

interface PersonNames {
  first: string;
  last: string;
}

export function PersonNameFields<V extends PersonNames>({
  form,
  idPrefix,
  autoFocus = false,
}: {
  form: Form<V>;
  /** Makes the inputs' ids unique on the page: `${idPrefix}-first`, `${idPrefix}-last`. */
  idPrefix: string;
  autoFocus?: boolean;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <FormTextField
        form={form}
        name={FIRST as TextFieldName<V>}
        id={`${idPrefix}-first`}
        label="First name"
        required
        fullWidth
        autoComplete="given-name"
        autoFocus={autoFocus}
        maxLength={LIMITS.personName}
      />
      <FormTextField
        form={form}
        name={LAST as TextFieldName<V>}
        id={`${idPrefix}-last`}
        label="Last name"
        required
        fullWidth
        autoComplete="family-name"
        maxLength={LIMITS.personName}
      />
    </Stack>
  );
}
