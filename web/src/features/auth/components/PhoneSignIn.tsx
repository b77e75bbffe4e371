// Phone sign-in: number (E.164, country picker), invisible reCAPTCHA, then the 6-digit SMS code.
// The steps and their rules live in phone-sign-in-machine; Firebase calls in usePhoneSignIn.
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

  if (phone.state.step === 'number') {
    return (
      <PhoneNumberForm
        state={phone.state}
        mode={mode}
        idPrefix={idPrefix}
        onCountryChange={phone.changeCountry}
        onPhoneFocus={phone.focusPhone}
        onPhoneChange={phone.changePhone}
        onSubmit={phone.submitNumber}
      >
        {recaptcha}
      </PhoneNumberForm>
    );
  }
  return (
    <PhoneCodeForm
      state={phone.state}
      mode={mode}
      idPrefix={idPrefix}
      onCodeChange={phone.changeCode}
      onChangeNumber={phone.changeNumber}
      onResend={phone.resend}
      onSubmit={phone.submitCode}
    >
      {recaptcha}
    </PhoneCodeForm>
  );
}
