// "Going" and "Interested" with the event's counts. The signed-out buttons are in the server's HTML (no
// Firestore here), so a first tap before the app runs is held and answered (issue 24): a signed-out
// visitor's click goes to sign in, and the answer is recorded when they are back here signed in
// (SignedInRsvp, loaded only for someone signed in: it brings the Firestore SDK).
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { RSVP_STATUSES, type FamilyEvent, type RsvpStatus } from '@shared/events';
import { savePendingAction, useSessionUser, useSignedInAction } from '../../auth';

const SignedInRsvp = lazy(() => import('./SignedInRsvp'));

/** The pending-action name of an answer given while signed out. */
export const RSVP_ACTION = 'rsvp';
export const isRsvpStatus = (value: string | undefined): value is RsvpStatus =>
  (RSVP_STATUSES as readonly (string | undefined)[]).includes(value);

function CountButtons({ event, onAnswer }: { event: FamilyEvent; onAnswer?: (status: RsvpStatus) => void }) {
  return (
    <Stack direction="row" spacing={1}>
      <Button variant="outlined" disabled={!onAnswer} onClick={() => onAnswer?.('going')}>
        Going ({event.goingCount})
      </Button>
      <Button variant="outlined" disabled={!onAnswer} onClick={() => onAnswer?.('interested')}>
        Interested ({event.interestedCount})
      </Button>
    </Stack>
  );
}

export default function RsvpButtons({ event }: { event: FamilyEvent }) {
  const user = useSessionUser();
  const whenSignedIn = useSignedInAction();
  const { pathname } = useLocation();
  if (user)
    return (
      <Suspense fallback={<CountButtons event={event} />}>
        <SignedInRsvp event={event} uid={user.uid} />
      </Suspense>
    );
  // The answer waits as a pending action: SignedInRsvp records it here once signed in, whether Auth
  // turns out to know them already (a tap held from before the app) or after signing in.
  const answer = (status: RsvpStatus) => {
    savePendingAction({ action: RSVP_ACTION, target: event.id, values: { status }, path: pathname });
    void whenSignedIn(() => undefined);
  };
  return <CountButtons event={event} onAnswer={answer} />;
}
