// Emulators only: when Google's sign-in window cannot load (no internet), a stand-in for the Auth
// emulator's own account picker: the Google test accounts it holds, or a new one by email and name.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LIMITS } from '@shared/registry';
import { emailAddress, optionalText } from '@shared/schemas/fields';
import { useState } from 'react';
import { z } from 'zod/mini';
import { FormFailure, SubmitButton } from '../../../ui/form/FormActions';
import { FormTextField } from '../../../ui/form/FormTextField';
import { schemaErrors } from '../../../ui/form/schema-errors';
import { useForm } from '../../../ui/form/use-form';
import { subjectFor, type EmulatorGoogleAccount } from '../google-offline';

const newAccountSchema = z.object({
  email: emailAddress(LIMITS.email),
  name: optionalText(LIMITS.displayName),
});

interface NewAccount {
  email: string;
  name: string;
}

interface EmulatorGooglePickerProps {
  accounts: EmulatorGoogleAccount[];
  onPick: (account: EmulatorGoogleAccount) => Promise<void>;
  onClose: () => void;
}

export default function EmulatorGooglePicker({ accounts, onPick, onClose }: EmulatorGooglePickerProps) {
  const [isPicking, setIsPicking] = useState(false);
  const [pickFailure, setPickFailure] = useState('');
  const pick = async (account: EmulatorGoogleAccount) => {
    setIsPicking(true);
    setPickFailure('');
    try {
      await onPick(account);
    } catch (error) {
      setPickFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setIsPicking(false);
    }
  };
  const form = useForm<NewAccount>({
    initialValues: { email: '', name: '' },
    validate: (values) => schemaErrors<NewAccount>(newAccountSchema, values),
    onSubmit: async ({ email, name }) => {
      await onPick({ sub: await subjectFor(email), email: email.trim(), name: name.trim() });
    },
  });

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="emulator-google-title">
      <DialogTitle id="emulator-google-title">Sign in with a test Google account</DialogTitle>
      <DialogContent>
        <Alert severity="info" sx={{ mb: 2 }}>
          Google&apos;s sign-in window needs an internet connection, and Google could not be reached. On the local
          emulators you can use a test Google account instead; nothing leaves this computer.
        </Alert>
        {accounts.length > 0 && (
          <>
            <List aria-label="Test Google accounts" dense>
              {accounts.map((account) => (
                <ListItemButton
                  key={account.sub}
                  disabled={form.isSubmitting || isPicking}
                  onClick={() => void pick(account)}
                >
                  <ListItemText primary={account.name || '(no name)'} secondary={account.email} />
                </ListItemButton>
              ))}
            </List>
            <FormFailure message={pickFailure} />
            <Divider sx={{ my: 2 }}>or add one</Divider>
          </>
        )}
        <Stack component="form" noValidate spacing={1} onSubmit={form.handleSubmit}>
          <Typography variant="subtitle2" component="h3">
            New test account
          </Typography>
          <FormTextField form={form} name="email" id="emulator-google-email" label="Email" type="email" required />
          <FormTextField
            form={form}
            name="name"
            id="emulator-google-name"
            label="Name (optional)"
            helperText="Leave it empty to try a Google account without a name."
          />
          <FormFailure message={form.failure} />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={onClose}>Cancel</Button>
            <SubmitButton busy={form.isSubmitting} busyLabel="Signing in…">
              Sign in
            </SubmitButton>
          </Stack>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
