// "Going" and "Interested" with live counts. A signed-out visitor's click goes to sign in, and the answer
// is recorded when they are back here signed in; pressing one's current answer again takes it back.
// An answer is private (only its owner and admins read it); "Show my first name" (off unless ticked)
// lets signed-in parents see the first name among those going. Loaded in the browser only (it brings
// the Firestore SDK).
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { doc } from 'firebase/firestore';
import { use, useMemo, useState } from 'react';
import { useNavigate, useLocation } from 'react-router-dom';
import { RSVP_STATUSES, type FamilyEvent, type RsvpStatus } from '@shared/events';
import { track } from '../../../lib/analytics/track';
import { getDb } from '../../../lib/firebase/app';
import { useLiveDocument } from '../../../lib/firebase/live-query';
import { showToast } from '../../../ui/toast/toast-store';
import { savePendingAction, signInPath, usePendingAction, useSessionUser } from '../../auth';
import { CHAT_ERRORS } from './EventChat';
import { profileFirstName, rsvpsRef, setRsvp } from './chat-api';

/** The pending-action name of an answer given while signed out. */
const RSVP_ACTION = 'rsvp';
const isRsvpStatus = (value: string | undefined): value is RsvpStatus =>
  (RSVP_STATUSES as readonly (string | undefined)[]).includes(value);

function SignedInRsvp({ event, uid }: { event: FamilyEvent; uid: string }) {
  const db = use(getDb());
  const eventRef = useMemo(() => doc(db, 'events', event.id), [db, event.id]);
  const mineRef = useMemo(() => doc(rsvpsRef(db, event.id), uid), [db, event.id, uid]);
  const counts = useLiveDocument(['events', 'counts', event.id], eventRef, (snap) => ({
    going: Number(snap.get('goingCount') ?? 0),
    interested: Number(snap.get('interestedCount') ?? 0),
  })).data ?? { going: event.goingCount, interested: event.interestedCount };
  const saved = useLiveDocument(['events', 'my-rsvp', event.id, uid], mineRef, (snap) =>
    snap.exists()
      ? { status: snap.get('status') as RsvpStatus, showFirstName: snap.get('showFirstName') === true }
      : null,
  ).data;
  const mine = saved?.status ?? null;
  /** The choice before answering; once answered, the saved answer's. */
  const [wantsNameShown, setWantsNameShown] = useState(false);
  const showFirstName = saved ? saved.showFirstName : wantsNameShown;
  const [isSaving, setIsSaving] = useState(false);
  /** `keep`: record the answer even if it is the current one (an answer held across sign-in). */
  const answer = async (status: RsvpStatus | null, keep = false, show = showFirstName) => {
    setIsSaving(true);
    try {
      const firstName = await profileFirstName(db, uid);
      if (!firstName) throw new Error(CHAT_ERRORS.noProfile);
      const next = mine === status && !keep ? null : status;
      await setRsvp(db, event.id, uid, firstName, next, show);
      if (next && next !== mine) track('Event RSVP', { event_id: event.id, city: event.citySlug, status: next });
    } catch (error) {
      showToast({
        severity: 'error',
        message:
          error instanceof Error && error.message === CHAT_ERRORS.noProfile
            ? error.message
            : 'That did not save. Please try again.',
      });
    } finally {
      setIsSaving(false);
    }
  };
  usePendingAction(RSVP_ACTION, event.id, ({ status }) => {
    if (isRsvpStatus(status)) void answer(status, true);
  });
  const toggleName = (show: boolean) => {
    setWantsNameShown(show);
    if (mine) void answer(mine, true, show);
  };
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1}>
        <Button
          variant={mine === 'going' ? 'contained' : 'outlined'}
          aria-pressed={mine === 'going'}
          disabled={isSaving}
          onClick={() => void answer('going')}
        >
          Going ({counts.going})
        </Button>
        <Button
          variant={mine === 'interested' ? 'contained' : 'outlined'}
          aria-pressed={mine === 'interested'}
          disabled={isSaving}
          onClick={() => void answer('interested')}
        >
          Interested ({counts.interested})
        </Button>
      </Stack>
      <FormControlLabel
        control={
          <Checkbox
            size="small"
            checked={showFirstName}
            disabled={isSaving}
            onChange={(e) => toggleName(e.target.checked)}
          />
        }
        label="Show my first name to parents who are going"
      />
    </Stack>
  );
}

export default function RsvpButtons({ event }: { event: FamilyEvent }) {
  const user = useSessionUser();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (user) return <SignedInRsvp event={event} uid={user.uid} />;
  const toSignIn = (status: RsvpStatus) => {
    savePendingAction({ action: RSVP_ACTION, target: event.id, values: { status }, path: pathname });
    void navigate(signInPath(pathname));
  };
  return (
    <Stack direction="row" spacing={1}>
      <Button variant="outlined" onClick={() => toSignIn('going')}>
        Going ({event.goingCount})
      </Button>
      <Button variant="outlined" onClick={() => toSignIn('interested')}>
        Interested ({event.interestedCount})
      </Button>
    </Stack>
  );
}
