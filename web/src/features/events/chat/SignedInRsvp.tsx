// "Going" and "Interested" for a signed-in parent, with live counts; pressing one's current answer again
// takes it back. An answer is private (only its owner and admins read it); "Show my first name" (off
// unless ticked) lets signed-in parents see the first name among those going. An answer given while
// signed out is recorded here once they are back. Loaded in the browser only (it brings the Firestore SDK).
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { doc } from 'firebase/firestore';
import { use, useMemo, useState } from 'react';
import type { FamilyEvent, RsvpStatus } from '@shared/events';
import { track } from '../../../lib/analytics/track';
import { getDb } from '../../../lib/firebase/app';
import { useLiveDocument } from '../../../lib/firebase/live-query';
import { showToast } from '../../../ui/toast/toast-store';
import { usePendingAction } from '../../auth';
import { CHAT_ERRORS } from './EventChat';
import { profileFirstName, rsvpsRef, setRsvp } from '../api/chat';
import { eventKeys } from '../api/query-keys';
import { isRsvpStatus, RSVP_ACTION, RsvpChoices } from './RsvpChoices';

export default function SignedInRsvp({ event, uid }: { event: FamilyEvent; uid: string }) {
  const db = use(getDb());
  const eventRef = useMemo(() => doc(db, 'events', event.id), [db, event.id]);
  const mineRef = useMemo(() => doc(rsvpsRef(db, event.id), uid), [db, event.id, uid]);
  const counts = useLiveDocument(eventKeys.counts(event.id), eventRef, (snap) => ({
    going: Number(snap.get('goingCount') ?? 0),
    interested: Number(snap.get('interestedCount') ?? 0),
  })).data ?? { going: event.goingCount, interested: event.interestedCount };
  const saved = useLiveDocument(eventKeys.myRsvp(event.id, uid), mineRef, (snap) =>
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
      <RsvpChoices counts={counts} mine={mine} disabled={isSaving} onAnswer={(status) => void answer(status)} />
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
