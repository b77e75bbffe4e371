// /admin/events: submitted events to approve or decline, any event's visible chat messages to hide,
// and chat messages hidden by reports, the word filter or an admin, to restore or keep hidden (muting
// the sender in that room). Admins only; the server
// decides, and anyone else is told so.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { cityBySlug, formatDay } from '@shared/events';
import { ApiError } from '../../../lib/api/client';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { pageTitle } from '../../../ui/meta/titles';
import { RequireSignIn } from '../../account';
import { NotAllowed } from '../components/NotAllowed';
import { SubmissionPicture } from '../components/SubmissionPicture';
import { VisibleChatMessages } from '../components/VisibleChatMessages';
import { useEventSubmissions, useHiddenChat, useModerationAction } from '../api/events-moderation';

const HIDDEN_BY: Record<string, string> = { 'blocked-word': 'word filter', moderator: 'hidden by an admin' };

function Queue() {
  const submissions = useEventSubmissions();
  const hidden = useHiddenChat();
  const act = useModerationAction();
  if (submissions.error instanceof ApiError && submissions.error.status === 403) return <NotAllowed />;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h2" component="h1" sx={{ mb: 3 }}>
        Events moderation
      </Typography>
      <Box component="section" aria-labelledby="submissions" sx={{ mb: 5 }}>
        <Typography id="submissions" variant="h3" component="h2" sx={{ mb: 1.5 }}>
          Submitted events
        </Typography>
        {submissions.data?.submissions.length === 0 && <Typography color="text.secondary">Nothing waiting.</Typography>}
        <Stack spacing={1.5}>
          {submissions.data?.submissions.map((s) => (
            <Box
              component="article"
              aria-label={s.title}
              key={s.id}
              sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}
            >
              <Typography sx={{ fontWeight: 700 }}>{s.title}</Typography>
              <Typography variant="body2" color="text.secondary">
                {cityBySlug(s.citySlug)?.name} · {formatDay(s.date)} at {s.startTime} · {s.venueName}, {s.address}
              </Typography>
              {s.picture && <SubmissionPicture submissionId={s.id} pictureId={s.picture.id} title={s.title} />}
              <Typography variant="body2" sx={{ my: 1 }}>
                {s.description}
              </Typography>
              <Stack direction="row" spacing={1}>
                <Button
                  variant="contained"
                  disabled={act.isPending}
                  onClick={() => act.mutate({ path: `/api/admin/events/submissions/${s.id}/approve` })}
                >
                  Approve
                </Button>
                <Button
                  disabled={act.isPending}
                  onClick={() => act.mutate({ path: `/api/admin/events/submissions/${s.id}/decline` })}
                >
                  Decline
                </Button>
              </Stack>
            </Box>
          ))}
        </Stack>
      </Box>
      <VisibleChatMessages />
      <Box component="section" aria-labelledby="hidden-chat">
        <Typography id="hidden-chat" variant="h3" component="h2" sx={{ mb: 1.5 }}>
          Hidden chat messages
        </Typography>
        {hidden.data?.messages.length === 0 && <Typography color="text.secondary">No hidden messages.</Typography>}
        <Stack spacing={1.5}>
          {hidden.data?.messages.map((m) => (
            <Box
              component="article"
              key={m.messageId}
              sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}
            >
              <Typography variant="body2" color="text.secondary">
                {m.firstName} in {m.eventId} · {HIDDEN_BY[m.hiddenReason] ?? `${m.reportCount} reports`}
              </Typography>
              <Typography sx={{ my: 1 }}>{m.text}</Typography>
              <Stack direction="row" spacing={1}>
                <Button
                  disabled={act.isPending}
                  onClick={() =>
                    act.mutate({
                      path: `/api/admin/events/${m.eventId}/messages/${m.messageId}/hidden`,
                      body: { hidden: false },
                    })
                  }
                >
                  Restore
                </Button>
                <Button
                  color="warning"
                  disabled={act.isPending}
                  onClick={() =>
                    act.mutate({ path: `/api/admin/events/${m.eventId}/mutes`, body: { uid: m.uid, muted: true } })
                  }
                >
                  Mute {m.firstName} in this room
                </Button>
              </Stack>
            </Box>
          ))}
        </Stack>
      </Box>
      {(submissions.error ?? hidden.error) &&
        !(submissions.error instanceof ApiError && submissions.error.status === 403) && (
          <Alert severity="error">The queues could not be loaded. Please reload the page.</Alert>
        )}
    </Container>
  );
}

export default function EventsAdminPage() {
  return (
    <>
      <PageMeta title={pageTitle('Events moderation')} noindex />
      <RequireSignIn>{() => <Queue />}</RequireSignIn>
    </>
  );
}
