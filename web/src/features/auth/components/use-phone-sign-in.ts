// Phone sign-in on the form kit: two forms, the number (country picker, invisible reCAPTCHA) and
// the 6-digit SMS code, with the step between them, the resend countdown, and the sign-in funnel's
// steps 2-7 (spec section 10; sign-in mode only). A refusal from Firebase is shown on the field it
// is about: a failed send under the number, or under the code when it was a resend.
import {
  linkWithPhoneNumber,
  RecaptchaVerifier,
  signInWithPhoneNumber,
  type ConfirmationResult,
  type User,
} from 'firebase/auth';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { trackFunnelStep, type FunnelStep } from '../../../lib/analytics/track';
import { getFirebaseAuth } from '../../../lib/firebase/app';
import { useForm } from '../../../ui/form/use-form';
import { authErrorMessage } from '../auth-errors';
import { DEFAULT_COUNTRY, toE164 } from '../phone-number';
import { forgetPhoneDraft, phoneDraft, rememberPhoneDraft } from './phone-draft';
import {
  phoneCodeErrors,
  phoneNumberErrors,
  RESEND_SECONDS,
  type PhoneCodeValues,
  type PhoneNumberValues,
} from './phone-sign-in-fields';

export type PhoneSignInMode = 'signIn' | 'link';

interface PhoneSignInOptions {
  mode: PhoneSignInMode;
  onStart: () => void;
  onSignedIn: (user: User) => void;
  /** Where the invisible reCAPTCHA is mounted. */
  recaptchaHost: RefObject<HTMLDivElement | null>;
}

export function usePhoneSignIn({ mode, onStart, onSignedIn, recaptchaHost }: PhoneSignInOptions) {
  /** 'code' once a code has been texted, until "Change number". */
  const [step, setStep] = useState<'number' | 'code'>('number');
  /** The number the code went to. */
  const [e164, setE164] = useState('');
  /** Seconds until "Resend code" is enabled. */
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [isResending, setIsResending] = useState(false);
  const isStarted = useRef(false);
  const verifier = useRef<RecaptchaVerifier | null>(null);
  const confirmation = useRef<ConfirmationResult | null>(null);

  const track = (funnelStep: FunnelStep) => {
    if (mode === 'signIn') trackFunnelStep(funnelStep, { auth_method: 'phone' });
  };

  useEffect(() => () => verifier.current?.clear(), []);
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const id = window.setTimeout(() => setSecondsLeft((s) => Math.max(0, s - 1)), 1000);
    return () => window.clearTimeout(id);
  }, [secondsLeft]);

  /** Texts a code to `number` (E.164); a refusal rejects with the message to show. */
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
    } catch (error) {
      console.error('Sending the SMS code failed', error);
      verifier.current?.clear();
      verifier.current = null;
      throw new Error(authErrorMessage(error), { cause: error });
    }
  };

  /** A code went to `number`: the code step, empty, with the resend countdown. */
  const codeSent = (number: string) => {
    setE164(number);
    codeForm.setValue('code', '');
    setSecondsLeft(RESEND_SECONDS);
    setStep('code');
    track(5);
  };

  // Sign-in and sign-up carry the number typed on the other page (phone-draft.ts); linking a phone in
  // settings starts empty.
  const numberForm = useForm<PhoneNumberValues>({
    initialValues: () => (mode === 'signIn' ? phoneDraft() : { country: DEFAULT_COUNTRY, phone: '' }),
    validate: phoneNumberErrors,
    onChange: (name) => {
      if (name !== 'phone' || isStarted.current) return;
      isStarted.current = true;
      track(3);
    },
    onSubmit: async ({ country, phone }) => {
      const parsed = toE164(phone, country);
      if (!parsed.ok) return;
      track(4);
      if (mode === 'signIn') forgetPhoneDraft();
      try {
        await textCode(parsed.e164);
      } catch (error) {
        numberForm.setError('phone', (error as Error).message);
        return;
      }
      codeSent(parsed.e164);
    },
  });

  const codeForm = useForm<PhoneCodeValues>({
    initialValues: { code: '' },
    validate: phoneCodeErrors,
    onSubmit: async ({ code }) => {
      const result = confirmation.current;
      if (!result || isResending) return;
      track(6);
      onStart();
      let user: User;
      try {
        user = (await result.confirm(code)).user;
      } catch (error) {
        codeForm.setError('code', authErrorMessage(error));
        return;
      }
      track(7);
      onSignedIn(user);
    },
  });

  // What is typed on /signin or /signup is kept for the other page until a code is sent.
  const { values } = numberForm;
  useEffect(() => {
    if (mode === 'signIn' && step === 'number') rememberPhoneDraft(values);
  }, [mode, step, values]);

  return {
    step,
    e164,
    secondsLeft,
    numberForm,
    codeForm,
    isResending,
    focusPhone: () => track(2),
    changeNumber: () => setStep('number'),
    resend: async () => {
      if (isResending || codeForm.isSubmitting || secondsLeft > 0) return;
      setIsResending(true);
      try {
        await textCode(e164);
        codeSent(e164);
      } catch (error) {
        codeForm.setError('code', (error as Error).message);
      } finally {
        setIsResending(false);
      }
    },
  };
}

export type PhoneSignInFlow = ReturnType<typeof usePhoneSignIn>;
