// A thread's messages, oldest first: the sender's name over each text, the reader's own on a warmer
// ground. Orders and questions between a buyer and a seller use it.
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface ListedMessage {
  id: string;
  senderUid: string;
  text: string;
}

interface MessageListProps {
  messages: readonly ListedMessage[];
  /** The reader, whose messages stand out. */
  uid: string;
  nameOf: (senderUid: string) => string;
  /** Said as the list's one item while it is empty (nothing when absent). */
  empty?: string;
  /** Space below the list, in theme spacing units. */
  mb?: number;
}

export function MessageList({ messages, uid, nameOf, empty, mb = 0 }: MessageListProps) {
  return (
    <Stack component="ol" aria-label="Messages" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mb }}>
      {messages.length === 0 && empty && (
        <Typography component="li" color="text.secondary">
          {empty}
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
  );
}
