// The signup modal's last step for a new member whose sign-in method gave no name (a phone number):
// first and last name, so the registry never reads "by Registry Owner".
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { personNamesSchema, type PersonNames } from '@shared/schemas/profile';
import { trackFunnelStep } from '../../../lib/analytics/track';
import { FormFailure, SubmitButton } from '../../../ui/form/FormActions';
import { PersonNameFields } from '../../../ui/form/PersonNameFields';
import { schemaErrors } from '../../../ui/form/schema-errors';
import { useForm } from '../../../ui/form/use-form';

interface SignupNameStepProps {
  /** Saves the trimmed names; a rejection shows its message and keeps what was typed. */
  onSubmit: (names: PersonNames) => Promise<void>;
}

export function SignupNameStep({ onSubmit }: SignupNameStepProps) {
  const started = useRef(false);
  const form = useForm<PersonNames>({
    initialValues: { first: '', last: '' },
    validate: (values) => schemaErrors<PersonNames>(personNamesSchema, values),
    onChange: () => {
      if (started.current) return;
      started.current = true;
      trackFunnelStep(9);
    },
    onSubmit: async (values) => {
      trackFunnelStep(10);
      await onSubmit({ first: values.first.trim(), last: values.last.trim() });
    },
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={form.handleSubmit} aria-labelledby="signup-name-heading">
      <div>
        <Typography id="signup-name-heading" variant="h4" component="h3" gutterBottom>
          What is your name?
        </Typography>
        <Typography color="text.secondary">
          It goes on your registry, so family and friends know they have found the right one.
        </Typography>
      </div>
      <PersonNameFields form={form} idPrefix="signup" autoFocus />
      <FormFailure message={form.failure} />
      <SubmitButton busy={form.isSubmitting} busyLabel="Saving…" size="large">
        Save and continue
      </SubmitButton>
    </Stack>
  );
}
