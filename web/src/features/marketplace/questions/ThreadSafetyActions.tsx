// Report a question thread to the safety team (either party), and Block the buyer (the seller):
// a blocked buyer can no longer ask about any of the seller's listings.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MARKETPLACE_LIMITS } from '@shared/marketplace';
import { questionReportSchema, type QuestionThread } from '@shared/schemas/question';
import { ApiError } from '../../../lib/api/client';
import { schemaErrors } from '../../../ui/form/schema-errors';
import { useForm } from '../../../ui/form/use-form';
import { blockQuestionAsker, reportQuestionThread } from './api/questions';
import { marketplaceKeys } from '../api/query-keys';

export const QUESTION_REPORTED_MESSAGE = 'Thanks for telling us. Our safety team will review this conversation.';

export function ThreadSafetyActions({ thread, uid }: { thread: QuestionThread; uid: string }) {
  const client = useQueryClient();
  const [isReporting, setIsReporting] = useState(false);
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const isSeller = thread.sellerUid === uid;

  const run = async (action: () => Promise<unknown>, done: string) => {
    setIsBusy(true);
    try {
      await action();
      setMessage({ severity: 'success', text: done });
      setIsReporting(false);
      void client.invalidateQueries({ queryKey: marketplaceKeys.hub() });
    } catch (e) {
      setMessage({
        severity: 'error',
        text: e instanceof ApiError ? e.message : 'That did not work. Please try again.',
      });
    } finally {
      setIsBusy(false);
    }
  };
  const form = useForm({
    initialValues: { reason: '' },
    validate: (values) => schemaErrors<{ reason: string }>(questionReportSchema, values),
    onSubmit: ({ reason }) => run(() => reportQuestionThread(thread.id, reason.trim()), QUESTION_REPORTED_MESSAGE),
  });
  const { error: reasonError, ...reasonField } = form.field('reason');
  // What is missing is said in the message below, as the api's answers are.
  const shown = reasonError ? { severity: 'error' as const, text: reasonError } : message;
  const block = () =>
    void run(() => blockQuestionAsker(thread.id), `${thread.buyerFirstName} can no longer ask about your listings.`);

  return (
    <Box>
      {isReporting ? (
        <Stack
          component="form"
          onSubmit={form.handleSubmit}
          noValidate
          spacing={1}
          aria-label="Report this conversation"
        >
          <TextField
            label="What is wrong?"
            {...reasonField}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: MARKETPLACE_LIMITS.reportReason + 50 } }}
          />
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="outlined" color="error" disabled={isBusy}>
              Send report
            </Button>
            <Button onClick={() => setIsReporting(false)}>Cancel</Button>
          </Stack>
        </Stack>
      ) : (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button size="small" color="inherit" onClick={() => setIsReporting(true)}>
            Report
          </Button>
          {isSeller && !thread.isBlocked && (
            <Button size="small" color="inherit" onClick={block} disabled={isBusy}>
              Block {thread.buyerFirstName}
            </Button>
          )}
        </Stack>
      )}
      {shown && (
        <Alert severity={shown.severity} role={shown.severity === 'error' ? 'alert' : 'status'} sx={{ mt: 1 }}>
          {shown.text}
        </Alert>
      )}
    </Box>
  );
}
