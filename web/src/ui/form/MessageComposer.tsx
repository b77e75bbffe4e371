// The one-line-to-four message box with Send, for conversation threads (an order's, an event's chat).
// The owner keeps the text and does the sending; the box lets a little past `maxLength` through so the
// owner's check can say how long is too long rather than cut the text silently.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';

interface MessageComposerProps {
  text: string;
  onTextChange: (text: string) => void;
  onSend: (event: FormEvent) => void;
  isSending: boolean;
  maxLength: number;
}

export function MessageComposer({ text, onTextChange, onSend, isSending, maxLength }: MessageComposerProps) {
  return (
    <Stack component="form" onSubmit={onSend} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        label="Message"
        value={text}
        onChange={(e) => onTextChange(e.target.value)}
        fullWidth
        multiline
        maxRows={4}
        slotProps={{ htmlInput: { maxLength: maxLength + 50 } }}
      />
      <Button type="submit" variant="contained" disabled={isSending}>
        Send
      </Button>
    </Stack>
  );
}
