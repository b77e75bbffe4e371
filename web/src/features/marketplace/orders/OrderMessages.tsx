// An order's message thread (buyer and seller only), live: the newest 50, oldest at the top, and a
// composer. Names are first names; nobody's email or phone number is shown.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { collection, limit, orderBy, query } from 'firebase/firestore';
import { use, useMemo, type FormEvent } from 'react';
import { MARKETPLACE_LIMITS } from '@shared/marketplace';
import { orderMessageSchema } from '@shared/schemas/listing';
import { getDb } from '../../../lib/firebase/app';
import { MessageComposer } from '../../../ui/form/MessageComposer';
import { schemaErrors } from '../../../ui/form/schema-errors';
import { useForm } from '../../../ui/form/use-form';
import { useLiveCollection } from '../../../lib/firebase/live-query';
import { sendOrderMessage, toMessage } from '../api/orders';
import type { Order } from './order-types';
import { marketplaceKeys } from '../api/query-keys';

export function OrderMessages({ order, uid }: { order: Order; uid: string }) {
  const db = use(getDb());
  const q = useMemo(
    () => query(collection(db, 'orders', order.id, 'messages'), orderBy('createdAt', 'desc'), limit(50)),
    [db, order.id],
  );
  const { data: messages = [] } = useLiveCollection(marketplaceKeys.orderMessages(order.id), q, (snap) =>
    snap.docs.map(toMessage).reverse(),
  );
  const nameOf = (sender: string) =>
    sender === uid
      ? 'You'
      : sender === order.buyerUid
        ? order.buyerFirstName || 'Buyer'
        : order.sellerFirstName || 'Seller';
  const form = useForm<{ text: string }>({
    initialValues: { text: '' },
    validate: (values) => schemaErrors<{ text: string }>(orderMessageSchema, values),
    onSubmit: async ({ text }) => {
      try {
        await sendOrderMessage(order.id, uid, text.trim());
      } catch (error) {
        // The rules keep 2 seconds between one person's messages in a thread (issue 23 #12).
        const isTooSoon = (error as { code?: unknown } | null)?.code === 'permission-denied';
        throw new Error(
          isTooSoon
            ? 'Your message could not be sent yet. Wait a moment, then press Send again.'
            : 'Your message could not be sent. Please try again.',
          { cause: error },
        );
      }
      form.setValue('text', '');
    },
  });
  const error = form.errors.text ?? form.failure;
  return (
    <Box component="section" aria-labelledby="messages-heading">
      <Typography id="messages-heading" variant="h3" component="h2" sx={{ mb: 1.5 }}>
        Messages
      </Typography>
      <Stack component="ol" aria-label="Messages" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}>
        {messages.length === 0 && (
          <Typography component="li" color="text.secondary">
            No messages yet. Use this thread to arrange the pickup or ask about the item.
          </Typography>
        )}
        {messages.map((m) => (
          <Box
            component="li"
            key={m.id}
            sx={{
              p: 1.25,
              borderRadius: 2,
              bgcolor: m.senderUid === uid ? 'surface.sand' : 'background.paper',
              border: 1,
              borderColor: 'divider',
            }}
          >
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {nameOf(m.senderUid)}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{m.text}</Typography>
          </Box>
        ))}
      </Stack>
      <MessageComposer
        text={form.values.text}
        onTextChange={(text) => form.setValue('text', text)}
        onSend={(e) => form.handleSubmit(e as FormEvent<HTMLElement>)}
        isSending={form.isSubmitting}
        maxLength={MARKETPLACE_LIMITS.message}
      />
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
