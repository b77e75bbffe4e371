// "Going" and "Interested" for a signed-in parent, with live counts; pressing one's current answer again
// takes it back. An answer is private (only its owner and admins read it); "Show my first name" (off
// unless ticked) lets signed-in parents see the first name among those going. An answer given while
// signed out is recorded here once they are back. Answers go through the api, which counts them; the
// counts are the live sum of the event's counter shards. Loaded in the browser only (it brings the
// Firestore SDK).
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { use, useState } from 'react';
import type { FamilyEvent, RsvpStatus } from '@shared/events';
import { track } from '../../../lib/analytics/track';
import { ApiError } from '../../../lib/api/client';
import { getDb } from '../../../lib/firebase/app';
import { showToast } from '../../../ui/toast/toast-store';
import { usePendingAction } from '../../auth';
import { answerRsvp, useLiveRsvpCounts, useMyRsvp } from '../api/rsvps';
import { isRsvpStatus, RSVP_ACTION, RsvpChoices } from './RsvpChoices';

const SAVE_FAILED = 'That did not save. Please try again.';

export default function SignedInRsvp({ event, uid }: { event: FamilyEvent; uid: string }) {
  const db = use(getDb());
  const counts = useLiveRsvpCounts(db, event.id, { going: event.goingCount, interested: event.interestedCount });
  const saved = useMyRsvp(db, event.id, uid);
  const mine = saved?.status ?? null;
  /** The choice before answering; once answered, the saved answer's. */
  const [wantsNameShown, setWantsNameShown] = useState(false);
  const showFirstName = saved ? saved.showFirstName : wantsNameShown;
  const [isSaving, setIsSaving] = useState(false);
  /** `keep`: record the answer even if it is the current one (an answer held across sign-in). */
  const answer = async (status: RsvpStatus | null, keep = false, show = showFirstName) => {
    setIsSaving(true);
    try {
      const next = mine === status && !keep ? null : status;
      await answerRsvp(event.id, { status: next, showFirstName: show });
      if (next && next !== mine) track('Event RSVP', { event_id: event.id, city: event.citySlug, status: next });
    } catch (error) {
      // The api's own words for what the person can fix (no first name, a cancelled date); else a retry.
      const isTheirs = error instanceof ApiError && error.status >= 400 && error.status < 500;
      showToast({ severity: 'error', message: isTheirs ? error.message : SAVE_FAILED });
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
