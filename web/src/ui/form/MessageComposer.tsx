// The one-line-to-four message box with Send, for conversation threads (an order's, a question's, an
// event's chat), on the form kit: the owner's useForm holds the text and sends it; a refusal (too long,
// empty, the send failed) is said under the box. The box lets a little past `maxLength` through so the
// check can say how long is too long rather than cut the text silently.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { TYPING_ROOM } from './FormTextField';
import type { Form } from './use-form';

interface MessageComposerProps {
  form: Form<{ text: string }>;
  maxLength: number;
}

export function MessageComposer({ form, maxLength }: MessageComposerProps) {
  const error = form.errors.text ?? form.failure;
  return (
    <Box>
      <Stack
        component="form"
        onSubmit={form.handleSubmit}
        direction="row"
        spacing={1}
        sx={{ alignItems: 'flex-start' }}
      >
        <TextField
          label="Message"
          value={form.values.text}
          onChange={(e) => form.setValue('text', e.target.value)}
          fullWidth
          multiline
          maxRows={4}
          slotProps={{ htmlInput: { maxLength: maxLength + TYPING_ROOM } }}
        />
        <Button type="submit" variant="contained" disabled={form.isSubmitting}>
          Send
        </Button>
      </Stack>
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
