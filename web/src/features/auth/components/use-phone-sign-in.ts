// The side effects of phone sign-in, driven by its machine: invisible reCAPTCHA, texting the code,
// confirming it, the resend countdown and the funnel steps (sign-in mode only).
import {
  linkWithPhoneNumber,
  RecaptchaVerifier,
  signInWithPhoneNumber,
  type ConfirmationResult,
  type User,
} from 'firebase/auth';
import type { CountryCode } from 'libphonenumber-js/min';
import { useEffect, useRef, type FormEvent, type RefObject } from 'react';
import { trackFunnelStep } from '../../../lib/analytics/track';
import { getFirebaseAuth } from '../../../lib/firebase/app';
import { useMachine } from '../../../lib/state/use-machine';
import { authErrorMessage } from '../auth-errors';
import {
  funnelStepOf,
  initialPhoneSignInState,
  reduce,
  startsRequest,
  type PhoneSignInEvent,
} from './phone-sign-in-machine';
import { forgetPhoneDraft, phoneDraft, rememberPhoneDraft } from './phone-draft';

export type PhoneSignInMode = 'signIn' | 'link';

interface PhoneSignInOptions {
  mode: PhoneSignInMode;
  onStart: () => void;
  onSignedIn: (user: User) => void;
  /** Where the invisible reCAPTCHA is mounted. */
  recaptchaHost: RefObject<HTMLDivElement | null>;
}

export function usePhoneSignIn({ mode, onStart, onSignedIn, recaptchaHost }: PhoneSignInOptions) {
  // Sign-in and sign-up carry the number typed on the other page (phone-draft.ts); linking a phone in
  // settings starts empty.
  const [state, send] = useMachine(reduce, () =>
    mode === 'signIn' ? { ...initialPhoneSignInState, ...phoneDraft() } : initialPhoneSignInState,
  );
  const verifier = useRef<RecaptchaVerifier | null>(null);
  const confirmation = useRef<ConfirmationResult | null>(null);

  useEffect(() => () => verifier.current?.clear(), []);
  useEffect(() => {
    if (state.secondsLeft <= 0) return;
    const id = window.setTimeout(() => send({ type: 'tick' }), 1000);
    return () => window.clearTimeout(id);
  }, [state.secondsLeft, send]);

  /** Sends an event and reports the funnel step it reached, if any. */
  const dispatch = (event: PhoneSignInEvent) => {
    const transition = send(event);
    const step = funnelStepOf(event, transition);
    if (mode === 'signIn' && step !== null) trackFunnelStep(step, { auth_method: 'phone' });
    return transition;
  };

  const textCode = async (number: string) => {
    try {
      const auth = await getFirebaseAuth();
      if (!verifier.current && recaptchaHost.current) {
        verifier.current = new RecaptchaVerifier(auth, recaptchaHost.current, { size: 'invisible' });
      }
      if (!verifier.current) throw new Error('reCAPTCHA is not ready');
      confirmation.current =
        mode === 'link' && auth.currentUser
          ? await linkWithPhoneNumber(auth.currentUser, number, verifier.current)
          : await signInWithPhoneNumber(auth, number, verifier.current);
      dispatch({ type: 'codeSent' });
    } catch (error) {
      console.error('Sending the SMS code failed', error);
      verifier.current?.clear();
      verifier.current = null;
      dispatch({ type: 'sendFailed', message: authErrorMessage(error) });
    }
  };

  const checkCode = async (result: ConfirmationResult, code: string) => {
    try {
      const credential = await result.confirm(code);
      dispatch({ type: 'codeConfirmed' });
      onSignedIn(credential.user);
    } catch (error) {
      dispatch({ type: 'confirmFailed', message: authErrorMessage(error) });
    }
  };

  return {
    state,
    changeCountry: (country: CountryCode) => {
      if (mode === 'signIn') rememberPhoneDraft({ country });
      dispatch({ type: 'countryChanged', country });
    },
    focusPhone: () => dispatch({ type: 'phoneFocused' }),
    changePhone: (phone: string) => {
      if (mode === 'signIn') rememberPhoneDraft({ phone });
      dispatch({ type: 'phoneChanged', phone });
    },
    submitNumber: (event: FormEvent) => {
      event.preventDefault();
      const transition = dispatch({ type: 'numberSubmitted' });
      if (startsRequest(transition)) {
        forgetPhoneDraft();
        void textCode(transition.next.e164);
      }
    },
    resend: () => {
      const transition = dispatch({ type: 'resendRequested' });
      if (startsRequest(transition)) void textCode(transition.next.e164);
    },
    changeNumber: () => dispatch({ type: 'changeNumber' }),
    changeCode: (code: string) => dispatch({ type: 'codeChanged', code }),
    submitCode: (event: FormEvent) => {
      event.preventDefault();
      const result = confirmation.current;
      if (!result) return;
      const transition = dispatch({ type: 'codeSubmitted' });
      if (!startsRequest(transition)) return;
      onStart();
      void checkCode(result, transition.next.code);
    },
  };
}
