// "Report" on someone else's chat message: a reason, then the api counts it (the third report hides
// the message for everyone until a moderator reviews it).
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useState } from 'react';
import type { ChatMessage } from '@shared/events';
import { showToast } from '../../../ui/toast/toast-store';
import { reportChatMessage } from '../api/chat';

const REASONS = [
  ['spam', 'Spam or selling'],
  ['abuse', 'Rude, hateful or threatening'],
  ['personal-info', "Shares someone's personal details"],
  ['other', 'Something else'],
] as const;

export function ReportMessageButton({ eventId, message }: { eventId: string; message: ChatMessage }) {
  const [isOpen, setIsOpen] = useState(false);
  const [reason, setReason] = useState<string>('abuse');
  const [isSending, setIsSending] = useState(false);
  const send = async () => {
    setIsSending(true);
    try {
      await reportChatMessage(eventId, message.id, reason);
      showToast({ severity: 'success', message: 'Thanks for telling us. A moderator will review the message.' });
      setIsOpen(false);
    } catch (error) {
      showToast({ severity: 'error', message: (error as Error).message });
    } finally {
      setIsSending(false);
    }
  };
  return (
    <>
      <Button
        size="small"
        color="inherit"
        onClick={() => setIsOpen(true)}
        aria-label={`Report ${message.firstName}'s message`}
      >
        Report
      </Button>
      <Dialog open={isOpen} onClose={() => setIsOpen(false)} aria-labelledby={`report-${message.id}`}>
        <DialogTitle id={`report-${message.id}`}>Report this message</DialogTitle>
        <DialogContent>
          <RadioGroup aria-label="Reason" value={reason} onChange={(e) => setReason(e.target.value)}>
            {REASONS.map(([value, label]) => (
              <FormControlLabel key={value} value={value} control={<Radio />} label={label} />
            ))}
          </RadioGroup>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setIsOpen(false)}>Cancel</Button>
          <Button variant="contained" onClick={() => void send()} disabled={isSending}>
            Send report
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
