// An order's message thread (buyer and seller only), live: the newest 50, oldest at the top, and a
// composer. Names are first names; nobody's email or phone number is shown.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { collection, limit, orderBy, query } from 'firebase/firestore';
import { use, useMemo } from 'react';
import { MARKETPLACE_LIMITS } from '@shared/marketplace';
import { orderMessageSchema } from '@shared/schemas/listing';
import { getDb } from '../../../lib/firebase/app';
import { MessageList } from '../../../ui/content/MessageList';
import { MessageComposer } from '../../../ui/form/MessageComposer';
import { schemaErrors } from '../../../ui/form/schema-errors';
import { useForm } from '../../../ui/form/use-form';
import { useLiveCollection } from '../../../lib/firebase/live-query';
import { sendOrderMessage, toMessage } from './api/orders';
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
  return (
    <Box component="section" aria-labelledby="messages-heading">
      <Typography id="messages-heading" variant="h3" component="h2" sx={{ mb: 1.5 }}>
        Messages
      </Typography>
      <MessageList
        messages={messages}
        uid={uid}
        nameOf={nameOf}
        empty="No messages yet. Use this thread to arrange the pickup or ask about the item."
        mb={2}
      />
      <MessageComposer form={form} maxLength={MARKETPLACE_LIMITS.message} />
    </Box>
  );
}
