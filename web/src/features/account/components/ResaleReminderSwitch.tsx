// Settings: the weekly resale reminder ("Three things have been outgrown and could earn about $140"),
// on unless the parent turns it off; saved as soon as it is switched.
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useResaleReminders, useSaveResaleReminders } from '../api/reminder-preferences';

export const REMINDER_SAVE_FAILED = 'We could not save that. Check your connection and try again.';

export function ResaleReminderSwitch({ uid }: { uid: string }) {
  const { data: isOn, isPending, isError } = useResaleReminders(uid);
  const save = useSaveResaleReminders(uid);
  return (
    <Stack spacing={1.5}>
      <FormControlLabel
        control={
          <Switch
            checked={isOn ?? true}
            disabled={isPending || isError}
            onChange={(e) => {
              save.reset();
              save.mutate(e.target.checked);
            }}
          />
        }
        label="Weekly resale reminder"
      />
      <Typography variant="body2" color="text.secondary">
        Once a week, when gifts on your registry have been outgrown (or nearly), we tell you what they could earn on the
        marketplace. It uses your baby&apos;s date from your details.
      </Typography>
      {isError && <Alert severity="error">We could not load this setting. Reload the page to try again.</Alert>}
      {save.isError && <Alert severity="error">{REMINDER_SAVE_FAILED}</Alert>}
      {save.isSuccess && (
        <Typography role="status" variant="body2">
          {isOn ? 'Resale reminders are on.' : 'Resale reminders are off.'}
        </Typography>
      )}
    </Stack>
  );
}
