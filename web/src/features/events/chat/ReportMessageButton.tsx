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
import { CHAT_REPORT_REASONS, type ChatReportReason } from '@shared/report-reasons';
import { useForm } from '../../../ui/form/use-form';
import { showToast } from '../../../ui/toast/toast-store';
import { reportChatMessage } from '../api/chat';

export const MESSAGE_REPORTED = 'Thanks for telling us. A moderator will review the message.';

export function ReportMessageButton({ eventId, message }: { eventId: string; message: ChatMessage }) {
  const [isOpen, setIsOpen] = useState(false);
  const form = useForm<{ reason: ChatReportReason }>({
    initialValues: { reason: 'abuse' },
    onSubmit: async ({ reason }) => {
      try {
        await reportChatMessage(eventId, message.id, reason);
        showToast({ severity: 'success', message: MESSAGE_REPORTED });
        setIsOpen(false);
      } catch (error) {
        // Said in a toast: the dialog may be closed by then.
        showToast({ severity: 'error', message: (error as Error).message });
      }
    },
  });
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
        <form onSubmit={form.handleSubmit} noValidate>
          <DialogTitle id={`report-${message.id}`}>Report this message</DialogTitle>
          <DialogContent>
            <RadioGroup
              aria-label="Reason"
              name="reason"
              value={form.values.reason}
              onChange={(e) => form.setValue('reason', e.target.value as ChatReportReason)}
            >
              {CHAT_REPORT_REASONS.map(({ value, label }) => (
                <FormControlLabel key={value} value={value} control={<Radio />} label={label} />
              ))}
            </RadioGroup>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setIsOpen(false)}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={form.isSubmitting}>
              Send report
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
