// "Ask the seller a question" on a listing: a question before buying, sent through the api (rate
// limit, the seller's block) into a thread the seller answers from "Your marketplace". Typing needs
// no account; sending asks a signed-out visitor to sign in first.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { MARKETPLACE_LIMITS, type Listing } from '@shared/marketplace';
import { questionMessageSchema } from '@shared/schemas/question';
import { ApiError } from '../../../lib/api/client';
import { schemaErrors } from '../../../ui/form/schema-errors';
import { useForm } from '../../../ui/form/use-form';
import { useSessionUser } from '../../auth';
import { useSignedInAction } from '../../auth';
import { askSeller } from './api/questions';
import { useIsOwnListing } from '../selling/api/own-seller-id';

export function AskSellerQuestion({ listing }: { listing: Listing }) {
  const user = useSessionUser();
  const runSignedIn = useSignedInAction();
  const [isOpen, setIsOpen] = useState(false);
  const [sentThreadId, setSentThreadId] = useState<string | null>(null);
  const isOwn = useIsOwnListing(listing, user?.uid);

  const sendQuestion = async (question: string) => {
    try {
      const { thread } = await askSeller(listing.id, question);
      setSentThreadId(thread.id);
      form.setValue('text', '');
      setIsOpen(false);
    } catch (e) {
      throw new Error(e instanceof ApiError ? e.message : 'Your question could not be sent. Please try again.', {
        cause: e,
      });
    }
  };
  const form = useForm<{ text: string }>({
    initialValues: { text: '' },
    validate: (values) => schemaErrors<{ text: string }>(questionMessageSchema, values),
    onSubmit: async ({ text }) => {
      let sending: Promise<void> = Promise.resolve();
      // Typing needs no account; sending does (a signed-out visitor goes to sign in).
      await runSignedIn(() => {
        sending = sendQuestion(text.trim());
      });
      await sending;
    },
  });
  // Said in the alert below, as the api's answers are.
  const { error: _textError, ...textField } = form.field('text');
  const error = form.errors.text ?? form.failure;
  if (isOwn) return null;

  return (
    <Box>
      {sentThreadId && (
        <Alert severity="success" role="status" sx={{ mb: 1 }}>
          Sent to {listing.seller.firstName || 'the seller'}. The answer will be in{' '}
          <Link component={RouterLink} to={`/marketplace/questions/${sentThreadId}`} underline="always">
            your conversation
          </Link>{' '}
          and under Questions in Your marketplace.
        </Alert>
      )}
      {isOpen ? (
        <Stack
          component="form"
          onSubmit={form.handleSubmit}
          noValidate
          spacing={1}
          aria-label="Ask the seller a question"
        >
          <TextField
            label="Your question"
            {...textField}
            multiline
            minRows={2}
            maxRows={6}
            helperText={`Up to ${MARKETPLACE_LIMITS.message.toLocaleString('en-US')} characters. Never share your address or payment details.`}
            slotProps={{ htmlInput: { maxLength: MARKETPLACE_LIMITS.message + 50 } }}
          />
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" disabled={form.isSubmitting}>
              Send question
            </Button>
            <Button onClick={() => setIsOpen(false)}>Cancel</Button>
          </Stack>
        </Stack>
      ) : (
        <Button variant="text" onClick={() => setIsOpen(true)} sx={{ px: 0 }}>
          Ask the seller a question
        </Button>
      )}
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
