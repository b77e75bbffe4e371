// /admin/events: an event's visible chat messages (its slug or the address of its page or chat), each
// with Hide: an admin takes a message down before three reports do. Hidden ones move to the queue
// below, where they can be restored.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { tooLongMessage } from '@shared/schemas/fields';
import { eventIdFrom } from '../../events';
import { FormTextField } from '../../../ui/form/FormTextField';
import { useForm } from '../../../ui/form/use-form';
import { useHideChatMessage, useVisibleMessages } from '../api/events-moderation';

const ADDRESS_MAX = 500;
const NOT_AN_EVENT_ADDRESS = "Paste the event's address, or its chat's.";

interface FindValues {
  address: string;
}

export function VisibleChatMessages() {
  const [eventId, setEventId] = useState<string | null>(null);
  const messages = useVisibleMessages(eventId);
  const hide = useHideChatMessage();
  const find = useForm<FindValues>({
    initialValues: { address: '' },
    validate: ({ address }) =>
      address.length > ADDRESS_MAX
        ? { address: tooLongMessage(ADDRESS_MAX) }
        : eventIdFrom(address)
          ? {}
          : { address: NOT_AN_EVENT_ADDRESS },
    onSubmit: ({ address }) => setEventId(eventIdFrom(address)),
  });

  return (
    <Box component="section" aria-labelledby="visible-chat" sx={{ mb: 5 }}>
      <Typography id="visible-chat" variant="h3" component="h2" sx={{ mb: 1.5 }}>
        Hide a chat message
      </Typography>
      <Stack
        component="form"
        aria-label="Find an event's chat"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        onSubmit={find.handleSubmit}
        noValidate
        sx={{ mb: 2 }}
      >
        <FormTextField
          form={find}
          name="address"
          label="Event or chat address"
          maxLength={ADDRESS_MAX}
          fullWidth
          size="small"
        />
        <Button type="submit" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
          Show messages
        </Button>
      </Stack>
      {messages.isError && <Alert severity="error">The messages could not be loaded. Please try again.</Alert>}
      {messages.data?.length === 0 && (
        <Typography color="text.secondary">No visible messages in this event's chat.</Typography>
      )}
      {eventId && messages.data && messages.data.length > 0 && (
        <Stack component="ul" aria-label="Visible chat messages" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {messages.data.map((m) => (
            <Box
              component="li"
              key={m.id}
              aria-label={`${m.firstName}: ${m.text}`}
              sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 2 }}
            >
              <Typography variant="body2" color="text.secondary">
                {m.firstName} ·{' '}
                {new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(m.createdAt)}
              </Typography>
              <Typography sx={{ my: 0.5, overflowWrap: 'anywhere' }}>{m.text}</Typography>
              <Button
                color="warning"
                size="small"
                disabled={hide.isPending}
                onClick={() => hide.mutate({ event: eventId, id: m.id })}
              >
                Hide
              </Button>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
