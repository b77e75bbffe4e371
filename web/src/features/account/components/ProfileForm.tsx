// First and last name, due date or birthday, and city: validated here, saved with saveProfile.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRef, useState, type FormEvent } from 'react';
import { saveProfile, validateProfile, type ProfileErrors, type ProfileInput, type UserProfile } from '../api/profile';

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
  const [values, setValues] = useState<ProfileInput>({
    first: initial?.first ?? '',
    last: initial?.last ?? '',
    dueDate: initial?.dueDate ?? '',
    city: initial?.city ?? '',
  });
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [saveError, setSaveError] = useState('');
  const [saving, setSaving] = useState(false);
  const started = useRef(false);

  const change = (field: keyof ProfileInput) => (e: { target: { value: string } }) => {
    if (!started.current) {
      started.current = true;
      onStarted?.();
    }
    setValues((v) => ({ ...v, [field]: e.target.value }));
    if (errors[field]) setErrors((er) => ({ ...er, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateProfile(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSubmitted?.();
    setSaving(true);
    setSaveError('');
    try {
      await saveProfile(uid, values, { completed: markCompleted });
      onSaved(values);
    } catch (error) {
      console.error('Saving the profile failed', error);
      setSaveError('We could not save your details. Check your connection and try again; nothing you typed was lost.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={(e) => void submit(e)}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          id="profile-first"
          label="First name"
          required
          fullWidth
          value={values.first}
          onChange={change('first')}
          error={Boolean(errors.first)}
          helperText={errors.first ?? ' '}
          autoComplete="given-name"
          slotProps={{ htmlInput: { maxLength: 60 } }}
        />
        <TextField
          id="profile-last"
          label="Last name"
          required
          fullWidth
          value={values.last}
          onChange={change('last')}
          error={Boolean(errors.last)}
          helperText={errors.last ?? ' '}
          autoComplete="family-name"
          slotProps={{ htmlInput: { maxLength: 60 } }}
        />
      </Stack>
      <TextField
        id="profile-due-date"
        label="Due date or baby's birthday (optional)"
        type="date"
        value={values.dueDate}
        onChange={change('dueDate')}
        error={Boolean(errors.dueDate)}
        helperText={errors.dueDate ?? 'We use it to suggest the right gear and guides at the right time.'}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        id="profile-city"
        label="City (optional)"
        value={values.city}
        onChange={change('city')}
        error={Boolean(errors.city)}
        helperText={errors.city ?? 'For family events and gear near you.'}
        autoComplete="address-level2"
        slotProps={{ htmlInput: { maxLength: 90 } }}
      />
      {saveError && <Alert severity="error">{saveError}</Alert>}
      <Button type="submit" variant="contained" size="large" disabled={saving}>
        {saving ? 'Saving…' : submitLabel}
      </Button>
    </Stack>
  );
}
