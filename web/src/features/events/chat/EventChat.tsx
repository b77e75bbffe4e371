// An event's chat, live: the newest 50 messages (oldest at the top), older ones as the reader scrolls
// up (or with the button, where scrolling cannot reach them), new ones as they arrive. Signed-out visitors read along and are invited to sign in; signed-in parents post
// under their first name (through the api, which screens it), report others' messages and delete
// their own, known by their sender id in this room. Signed-in parents see the first names of Going
// parents who chose to show them. Loaded in the browser only (it brings the Firestore SDK).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { use, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { EVENT_LIMITS, cityBySlug, type ChatMessage, type FamilyEvent } from '@shared/events';
import { findBlockedWord } from '@shared/events-moderation';
import { CHAT_EMPTY_MESSAGE, chatMessageSchema, type ChatMessageInput } from '@shared/schemas/chat-message';
import { ApiError } from '../../../lib/api/client';
import { track } from '../../../lib/analytics/track';
import { getDb } from '../../../lib/firebase/app';
import { useLiveCollection, useLiveDocument } from '../../../lib/firebase/live-query';
import { MessageComposer } from '../../../ui/form/MessageComposer';
import { schemaErrors } from '../../../ui/form/schema-errors';
import { useForm, type FormErrors } from '../../../ui/form/use-form';
import { showToast } from '../../../ui/toast/toast-store';
import { signInPath, useSessionUser } from '../../auth';
import {
  deleteChatMessage,
  goingNamesRef,
  newestMessagesQuery,
  sendChatMessage,
  toChatMessage,
  useChatFirstName,
  useChatSenderId,
  useOlderChatMessages,
} from '../api/chat';
import { eventKeys } from '../api/query-keys';
import { useLiveRsvpCounts } from '../api/rsvps';
import { formatChatTime, fullChatTime } from './chat-time';
import { ReportMessageButton } from './ReportMessageButton';

export const CHAT_ERRORS = {
  empty: CHAT_EMPTY_MESSAGE,
  tooLong: `A message can be at most ${EVENT_LIMITS.message.toLocaleString('en-US')} characters.`,
  blocked: 'Please keep the chat kind: that message has a word that is not allowed here.',
  refused: 'Your message was not sent. Wait a moment between messages and try again.',
  noProfile: 'Add your first name in your profile to join the chat.',
} as const;

/** What stops a message before it is sent, in this order: empty, too long, a blocked word, no first name. */
export function chatMessageErrors(text: string, firstName: string | null | undefined): FormErrors<ChatMessageInput> {
  const refused = schemaErrors<ChatMessageInput>(chatMessageSchema, { text }).text;
  // The schema's own words for a long message are the api's; the chat says it its way.
  if (refused) return { text: text.trim() ? CHAT_ERRORS.tooLong : CHAT_ERRORS.empty };
  if (findBlockedWord(text)) return { text: CHAT_ERRORS.blocked };
  if (!firstName) return { text: CHAT_ERRORS.noProfile };
  return {};
}

/** The clock the relative times read, moving on every minute. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** Scrolled within this many pixels of the end counts as reading the newest messages. */
const NEAR_END = 80;

/** Going parents who chose to show their first name, with how many more are going (signed in only). */
function Going({ event }: { event: FamilyEvent }) {
  const eventId = event.id;
  const db = use(getDb());
  const namesRef = useMemo(() => goingNamesRef(db, eventId), [db, eventId]);
  const { going } = useLiveRsvpCounts(db, eventId, { going: event.goingCount, interested: event.interestedCount });
  const { data: names = [] } = useLiveDocument(eventKeys.goingNames(eventId), namesRef, (snap) => {
    const value = snap.get('names') as unknown;
    return Array.isArray(value) ? value.filter((n): n is string => typeof n === 'string' && n !== '') : [];
  });
  if (names.length === 0) return null;
  const more = Math.max(0, going - names.length);
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      Going: {names.join(', ')}
      {more > 0 && ` and ${more} more`}
    </Typography>
  );
}

export default function EventChat({ event, isFullScreen = false }: { event: FamilyEvent; isFullScreen?: boolean }) {
  const db = use(getDb());
  const user = useSessionUser();
  const { pathname } = useLocation();
  const q = useMemo(() => newestMessagesQuery(db, event.id), [db, event.id]);
  const live = useLiveCollection(eventKeys.chat(event.id), q, (snap) => ({
    messages: snap.docs.map(toChatMessage).reverse(),
    oldest: snap.docs.at(-1) ?? null,
    isFull: snap.docs.length === EVENT_LIMITS.chatPage,
  }));
  const firstName = useChatFirstName(db, user?.uid ?? null);
  const [senderId, setSenderId] = useChatSenderId(db, event.id, user?.uid ?? null);
  const older = useOlderChatMessages(db, event.id, live.data?.oldest ?? null, Boolean(live.data?.isFull));
  const now = useNow();
  const timeZone = cityBySlug(event.citySlug)?.timeZone ?? 'UTC';
  const list = useRef<HTMLOListElement>(null);
  const sentinel = useRef<HTMLLIElement>(null);
  /** Distance from the list's end before older messages were put above: kept, so nothing jumps. */
  const keptFromEnd = useRef<number | null>(null);
  const isAtEnd = useRef(true);

  const newest = live.data?.messages ?? [];
  const shownIds = new Set(newest.map((m) => m.id));
  const messages: ChatMessage[] = [...older.messages.filter((m) => !shownIds.has(m.id)), ...newest];
  const canLoadOlder = older.canLoadMore;
  const { loadMore } = older;

  const loadOlder = useCallback(async () => {
    const el = list.current;
    if (el) keptFromEnd.current = el.scrollHeight - el.scrollTop;
    if (await loadMore()) return;
    keptFromEnd.current = null;
    showToast({ severity: 'error', message: 'Older messages could not be loaded. Please try again.' });
  }, [loadMore]);

  // Older messages go above without moving what the reader is looking at.
  useLayoutEffect(() => {
    const el = list.current;
    if (!el || keptFromEnd.current === null) return;
    el.scrollTop = el.scrollHeight - keptFromEnd.current;
    keptFromEnd.current = null;
  }, [older.pageCount]);

  // A chat opens at its newest message and follows new ones while the reader is at the end.
  const lastId = newest.at(-1)?.id;
  useLayoutEffect(() => {
    const el = list.current;
    if (el && isAtEnd.current) el.scrollTop = el.scrollHeight;
  }, [lastId]);

  // Scrolling up to the oldest message shown loads the page before it.
  useEffect(() => {
    const target = sentinel.current;
    if (!canLoadOlder || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void loadOlder();
      },
      { root: list.current },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [canLoadOlder, loadOlder]);

  const form = useForm<ChatMessageInput>({
    initialValues: { text: '' },
    validate: ({ text }) => chatMessageErrors(text, firstName),
    onSubmit: async ({ text }) => {
      if (!user) return;
      try {
        const sent = await sendChatMessage(event.id, text);
        setSenderId(sent.senderId);
        form.setValue('text', '');
        track('Chat Message Sent', { event_id: event.id, city: event.citySlug, length: text.length });
      } catch (failure) {
        // The api says why (a word the filter caught, a muted room, too soon after the last one).
        throw new Error(failure instanceof ApiError && failure.status < 500 ? failure.message : CHAT_ERRORS.refused, {
          cause: failure,
        });
      }
    },
  });

  const remove = async (id: string) => {
    try {
      await deleteChatMessage(event.id, id);
    } catch (failure) {
      showToast({
        severity: 'error',
        message:
          failure instanceof ApiError && failure.status < 500
            ? failure.message
            : 'The message could not be deleted. Please try again.',
      });
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
      {user && <Going event={event} />}
      <Stack
        component="ol"
        ref={list}
        aria-label="Chat messages"
        aria-live="polite"
        // A scrolling region must be reachable by keyboard even when it holds no button.
        tabIndex={0}
        onScroll={(e) => {
          const el = e.currentTarget;
          isAtEnd.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_END;
        }}
        spacing={1}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          mb: 2,
          maxHeight: isFullScreen ? 'max(280px, calc(100dvh - 300px))' : 480,
          overflowY: 'auto',
        }}
      >
        {canLoadOlder && (
          <Box component="li" ref={sentinel} sx={{ textAlign: 'center' }}>
            <Button size="small" onClick={() => void loadOlder()} disabled={older.isLoading}>
              Load older messages
            </Button>
          </Box>
        )}
        {live.status === 'ready' && messages.length === 0 && (
          <Typography component="li" color="text.secondary">
            No messages yet. Say hello, ask about parking, or find a friend to meet there.
          </Typography>
        )}
        {messages.map((m) => {
          const isMine = Boolean(user) && senderId !== null && m.senderId === senderId;
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
                <Typography
                  variant="caption"
                  color="text.secondary"
                  component="time"
                  dateTime={new Date(m.createdAt).toISOString()}
                  title={fullChatTime(m.createdAt, timeZone)}
                >
                  {formatChatTime(m.createdAt, now, timeZone)}
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
        <MessageComposer form={form} maxLength={EVENT_LIMITS.message} />
      ) : (
        <Alert severity="info">
          <Link component={RouterLink} to={signInPath(pathname)} underline="always">
            Sign in
          </Link>{' '}
          to join the chat. Only first names are shown, never phone numbers or emails.
        </Alert>
      )}
    </Box>
  );
}
