// An event's chat, live: the newest 50 messages (oldest at the top), older ones on request, new ones
// as they arrive. Signed-out visitors read along and are invited to sign in; signed-in parents post
// under their first name, report others' messages and delete their own. Who is going shows by
// first name only. Loaded in the browser only (it brings the Firestore SDK).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { use, useMemo, useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { EVENT_LIMITS, type ChatMessage, type FamilyEvent } from '@shared/events';
import { findBlockedWord } from '@shared/events-moderation';
import { track } from '../../../lib/analytics/track';
import { getDb } from '../../../lib/firebase/app';
import { useLiveCollection } from '../../../lib/firebase/live-query';
import { MessageComposer } from '../../../ui/form/MessageComposer';
import { showToast } from '../../../ui/toast/toast-store';
import { signInPath, useSessionUser } from '../../auth';
import {
  deleteChatMessage,
  goingQuery,
  newestMessagesQuery,
  olderMessages,
  profileFirstName,
  sendChatMessage,
  toChatMessage,
  type OlderPage,
} from './chat-api';
import { ReportMessageButton } from './ReportMessageButton';

export const CHAT_ERRORS = {
  empty: 'Write a message first.',
  tooLong: `A message can be at most ${EVENT_LIMITS.message.toLocaleString('en-US')} characters.`,
  blocked: 'Please keep the chat kind: that message has a word that is not allowed here.',
  refused: 'Your message was not sent. Wait a moment between messages and try again.',
  noProfile: 'Add your first name in your profile to join the chat.',
} as const;

const timeOf = (at: number) => new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }).format(at);

function Going({ eventId }: { eventId: string }) {
  const db = use(getDb());
  const q = useMemo(() => goingQuery(db, eventId), [db, eventId]);
  const { data: names = [] } = useLiveCollection(['events', 'going', eventId], q, (snap) =>
    snap.docs.map((d) => String(d.get('firstName') ?? '')).filter(Boolean),
  );
  if (names.length === 0) return null;
  const shown = names.slice(0, 8);
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      Going: {shown.join(', ')}
      {names.length > shown.length && ` and ${names.length - shown.length} more`}
    </Typography>
  );
}

export default function EventChat({ event, isFullScreen = false }: { event: FamilyEvent; isFullScreen?: boolean }) {
  const db = use(getDb());
  const user = useSessionUser();
  const { pathname } = useLocation();
  const q = useMemo(() => newestMessagesQuery(db, event.id), [db, event.id]);
  const live = useLiveCollection(['events', 'chat', event.id], q, (snap) => ({
    messages: snap.docs.map(toChatMessage).reverse(),
    oldest: snap.docs.at(-1) ?? null,
    isFull: snap.docs.length === EVENT_LIMITS.chatPage,
  }));
  const { data: firstName } = useQuery({
    queryKey: ['events', 'chat-first-name', user?.uid ?? ''],
    queryFn: () => (user ? profileFirstName(db, user.uid) : null),
    enabled: Boolean(user),
  });
  const [older, setOlder] = useState<OlderPage | null>(null);
  const [isLoadingOlder, setIsLoadingOlder] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [isSending, setIsSending] = useState(false);

  const newest = live.data?.messages ?? [];
  const shownIds = new Set(newest.map((m) => m.id));
  const messages: ChatMessage[] = [...(older?.messages.filter((m) => !shownIds.has(m.id)).reverse() ?? []), ...newest];
  const canLoadOlder = older ? older.cursor !== null : Boolean(live.data?.isFull);

  const loadOlder = async () => {
    const before = older?.cursor ?? live.data?.oldest;
    if (!before) return;
    setIsLoadingOlder(true);
    try {
      const page = await olderMessages(db, event.id, before);
      setOlder((prev) => ({ messages: [...(prev?.messages ?? []), ...page.messages], cursor: page.cursor }));
    } catch {
      showToast({ severity: 'error', message: 'Older messages could not be loaded. Please try again.' });
    } finally {
      setIsLoadingOlder(false);
    }
  };

  const send = async (e: FormEvent) => {
    e.preventDefault();
    const trimmed = text.trim();
    if (!user) return;
    if (!trimmed) return setError(CHAT_ERRORS.empty);
    if (text.length > EVENT_LIMITS.message) return setError(CHAT_ERRORS.tooLong);
    if (findBlockedWord(text)) return setError(CHAT_ERRORS.blocked);
    if (!firstName) return setError(CHAT_ERRORS.noProfile);
    setIsSending(true);
    setError('');
    try {
      await sendChatMessage(db, event.id, user.uid, firstName, text);
      setText('');
      track('Chat Message Sent', { event_id: event.id, city: event.citySlug, length: text.length });
    } catch {
      setError(CHAT_ERRORS.refused);
    } finally {
      setIsSending(false);
    }
  };

  const remove = async (id: string) => {
    try {
      await deleteChatMessage(db, event.id, id);
    } catch {
      showToast({ severity: 'error', message: 'The message could not be deleted. Please try again.' });
    }
  };

  return (
    <Box component="section" aria-labelledby="chat-heading">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 1 }}>
        <Typography id="chat-heading" variant="h3" component="h2">
          Chat
        </Typography>
        {!isFullScreen && (
          <Link component={RouterLink} to={`/chat/${event.slug}`} variant="body2">
            Open full screen
          </Link>
        )}
      </Stack>
      <Going eventId={event.id} />
      {canLoadOlder && (
        <Button size="small" onClick={() => void loadOlder()} disabled={isLoadingOlder} sx={{ mb: 1 }}>
          Load older messages
        </Button>
      )}
      <Stack
        component="ol"
        aria-label="Chat messages"
        aria-live="polite"
        spacing={1}
        sx={{ listStyle: 'none', p: 0, m: 0, mb: 2, maxHeight: isFullScreen ? 'none' : 480, overflowY: 'auto' }}
      >
        {live.status === 'ready' && messages.length === 0 && (
          <Typography component="li" color="text.secondary">
            No messages yet. Say hello, ask about parking, or find a friend to meet there.
          </Typography>
        )}
        {messages.map((m) => {
          const isMine = m.uid === user?.uid;
          return (
            <Box
              component="li"
              key={m.id}
              aria-label={`${m.firstName}: ${m.text}`}
              sx={{
                p: 1.25,
                borderRadius: 2,
                bgcolor: isMine ? 'surface.sand' : 'background.paper',
                border: 1,
                borderColor: 'divider',
              }}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  {isMine ? 'You' : m.firstName}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {timeOf(m.createdAt)}
                </Typography>
                <Box sx={{ flexGrow: 1 }} />
                {user && isMine && (
                  <Button size="small" onClick={() => void remove(m.id)}>
                    Delete
                  </Button>
                )}
                {user && !isMine && <ReportMessageButton eventId={event.id} message={m} />}
              </Stack>
              <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{m.text}</Typography>
            </Box>
          );
        })}
      </Stack>
      {user ? (
        <MessageComposer
          text={text}
          onTextChange={setText}
          onSend={(e) => void send(e)}
          isSending={isSending}
          maxLength={EVENT_LIMITS.message}
        />
      ) : (
        <Alert severity="info">
          <Link component={RouterLink} to={signInPath(pathname)} underline="always">
            Sign in
          </Link>{' '}
          to join the chat. Only first names are shown, never phone numbers or emails.
        </Alert>
      )}
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
