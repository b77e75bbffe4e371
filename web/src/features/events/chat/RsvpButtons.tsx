// "Going" and "Interested" with live counts. A signed-out visitor's click goes to sign in; pressing
// one's current answer again takes it back. Loaded in the browser only (it brings the Firestore SDK).
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { doc } from 'firebase/firestore';
import { use, useMemo, useState } from 'react';
import { useNavigate, useLocation } from 'react-router-dom';
import type { FamilyEvent, RsvpStatus } from '@shared/events';
import { track } from '../../../lib/analytics/track';
import { getDb } from '../../../lib/firebase/app';
import { useLiveDocument } from '../../../lib/firebase/live-query';
import { showToast } from '../../../ui/toast/toast-store';
import { signInPath, useSessionUser } from '../../auth';
import { CHAT_ERRORS } from './EventChat';
import { profileFirstName, rsvpsRef, setRsvp } from './chat-api';

function SignedInRsvp({ event, uid }: { event: FamilyEvent; uid: string }) {
  const db = use(getDb());
  const eventRef = useMemo(() => doc(db, 'events', event.id), [db, event.id]);
  const mineRef = useMemo(() => doc(rsvpsRef(db, event.id), uid), [db, event.id, uid]);
  const counts = useLiveDocument(['events', 'counts', event.id], eventRef, (snap) => ({
    going: Number(snap.get('goingCount') ?? 0),
    interested: Number(snap.get('interestedCount') ?? 0),
  })).data ?? { going: event.goingCount, interested: event.interestedCount };
  const mine = useLiveDocument(['events', 'my-rsvp', event.id, uid], mineRef, (snap) =>
    snap.exists() ? (snap.get('status') as RsvpStatus) : null,
  ).data;
  const [isSaving, setIsSaving] = useState(false);
  const answer = async (status: RsvpStatus) => {
    setIsSaving(true);
    try {
      const firstName = await profileFirstName(db, uid);
      if (!firstName) throw new Error(CHAT_ERRORS.noProfile);
      const next = mine === status ? null : status;
      await setRsvp(db, event.id, uid, firstName, next);
      if (next) track('Event RSVP', { event_id: event.id, city: event.citySlug, status: next });
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
  return (
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
  );
}

export default function RsvpButtons({ event }: { event: FamilyEvent }) {
  const user = useSessionUser();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (user) return <SignedInRsvp event={event} uid={user.uid} />;
  const toSignIn = () => void navigate(signInPath(pathname));
  return (
    <Stack direction="row" spacing={1}>
      <Button variant="outlined" onClick={toSignIn}>
        Going ({event.goingCount})
      </Button>
      <Button variant="outlined" onClick={toSignIn}>
        Interested ({event.interestedCount})
      </Button>
    </Stack>
  );
}
