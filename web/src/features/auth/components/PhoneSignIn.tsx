// Phone sign-in: number (E.164, country picker), invisible reCAPTCHA, then the 6-digit SMS code.
// The two forms are on the form kit; their rules live in phone-sign-in-fields, the Firebase calls,
// steps and funnel in usePhoneSignIn.
import Box from '@mui/material/Box';
import type { User } from 'firebase/auth';
import { useRef } from 'react';
import { PhoneCodeForm } from './PhoneCodeForm';
import { PhoneNumberForm } from './PhoneNumberForm';
import { usePhoneSignIn, type PhoneSignInMode } from './use-phone-sign-in';

interface PhoneSignInProps {
  onStart: () => void;
  onSignedIn: (user: User) => void;
  /** Ids must be unique on the page: the modal and a page may both hold this form. */
  idPrefix: string;
  /** 'link' adds the number to the signed-in account instead of signing in. */
  mode?: PhoneSignInMode;
}

export function PhoneSignIn({ onStart, onSignedIn, idPrefix, mode = 'signIn' }: PhoneSignInProps) {
  const recaptchaHost = useRef<HTMLDivElement>(null);
  const phone = usePhoneSignIn({ mode, onStart, onSignedIn, recaptchaHost });
  const recaptcha = <Box ref={recaptchaHost} />;

  if (phone.step === 'number') {
    return (
      <PhoneNumberForm form={phone.numberForm} mode={mode} idPrefix={idPrefix} onPhoneFocus={phone.focusPhone}>
        {recaptcha}
      </PhoneNumberForm>
    );
  }
  return (
    <PhoneCodeForm
      form={phone.codeForm}
      mode={mode}
      idPrefix={idPrefix}
      e164={phone.e164}
      secondsLeft={phone.secondsLeft}
      isResending={phone.isResending}
      onChangeNumber={phone.changeNumber}
      onResend={() => void phone.resend()}
    >
      {recaptcha}
    </PhoneCodeForm>
  );
}
