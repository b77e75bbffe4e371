// First and last name, due date or birthday, and city: checked with the shared profile schema,
// saved with saveProfile.
import Stack from '@mui/material/Stack';
import { useRef } from 'react';
import { LIMITS } from '@shared/registry';
import { FormFailure, SubmitButton } from '../../../ui/form/FormActions';
import { FormTextField } from '../../../ui/form/FormTextField';
import { PersonNameFields } from '../../../ui/form/PersonNameFields';
import { useForm } from '../../../ui/form/use-form';
import { saveProfile, validateProfile, type ProfileInput, type UserProfile } from '../api/profile';

export const PROFILE_SAVE_FAILED_MESSAGE =
  'We could not save your details. Check your connection and try again; nothing you typed was lost.';

interface ProfileFormProps {
  uid: string;
  initial: UserProfile | null;
  submitLabel: string;
  markCompleted: boolean;
  onStarted?: () => void;
  onSubmitted?: () => void;
  onSaved: (input: ProfileInput) => void;
}

export function ProfileForm({
  uid,
  initial,
  submitLabel,
  markCompleted,
  onStarted,
  onSubmitted,
  onSaved,
}: ProfileFormProps) {
  const started = useRef(false);
  const form = useForm<ProfileInput>({
    initialValues: () => ({
      first: initial?.first ?? '',
      last: initial?.last ?? '',
      dueDate: initial?.dueDate ?? '',
      city: initial?.city ?? '',
    }),
    validate: (values) => validateProfile(values),
    onChange: () => {
      if (started.current) return;
      started.current = true;
      onStarted?.();
    },
    onSubmit: async (values) => {
      onSubmitted?.();
      try {
        await saveProfile(uid, values, { completed: markCompleted });
      } catch (error) {
        console.error('Saving the profile failed', error);
        throw new Error(PROFILE_SAVE_FAILED_MESSAGE, { cause: error });
      }
      onSaved(values);
    },
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={form.handleSubmit}>
      <PersonNameFields form={form} idPrefix="profile" />
      <FormTextField
        form={form}
        name="dueDate"
        id="profile-due-date"
        label="Due date or baby's birthday (optional)"
        type="date"
        helperText="We use it to suggest the right gear and guides at the right time."
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormTextField
        form={form}
        name="city"
        id="profile-city"
        label="City (optional)"
        helperText="For family events and gear near you."
        autoComplete="address-level2"
        maxLength={LIMITS.city}
      />
      <FormFailure message={form.failure} />
      <SubmitButton busy={form.isSubmitting} busyLabel="Saving…" size="large">
        {submitLabel}
      </SubmitButton>
    </Stack>
  );
}
