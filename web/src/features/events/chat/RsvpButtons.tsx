// "Going" and "Interested" with the event's counts. The signed-out buttons are in the server's HTML (no
// Firestore here): a signed-out visitor's click goes to sign in, and the answer is recorded when they
// are back here signed in (SignedInRsvp, loaded only for someone signed in: it brings the Firestore
// SDK). Before the app runs, the browser itself takes them to sign in (SignInFirstForm: a phone's
// first tap fetches no JavaScript, issue 24); with the signed-in hint, the tap is held for the app.
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import type { FamilyEvent, RsvpStatus } from '@shared/events';
import { afterSignInProps, savePendingAction, SignInFirstForm, useSessionUser, useSignedInAction } from '../../auth';
import { RSVP_ACTION, RsvpChoices } from './RsvpChoices';

const SignedInRsvp = lazy(() => import('./SignedInRsvp'));

/** The event document's counts, as the server rendered them. */
const countsOf = (event: FamilyEvent) => ({ going: event.goingCount, interested: event.interestedCount });

export default function RsvpButtons({ event }: { event: FamilyEvent }) {
  const user = useSessionUser();
  const whenSignedIn = useSignedInAction();
  const { pathname } = useLocation();
  if (user)
    return (
      <Suspense fallback={<RsvpChoices counts={countsOf(event)} />}>
        <SignedInRsvp event={event} uid={user.uid} />
      </Suspense>
    );
  // The answer waits as a pending action: SignedInRsvp records it here once signed in, whether Auth
  // turns out to know them already (a tap held from before the app) or after signing in.
  const answer = (status: RsvpStatus) => {
    savePendingAction({ action: RSVP_ACTION, target: event.id, values: { status }, path: pathname });
    void whenSignedIn(() => undefined);
  };
  return (
    <SignInFirstForm>
      <RsvpChoices
        counts={countsOf(event)}
        onAnswer={answer}
        buttonProps={(status) => afterSignInProps({ action: RSVP_ACTION, target: event.id, values: { status } })}
      />
    </SignInFirstForm>
  );
}
