// Phone sign-in's two forms (the number, then the SMS code) as the form kit sees them: their values
// and what each may say before anything is sent. Firebase calls, the steps and the funnel are in
// usePhoneSignIn.
import type { CountryCode } from 'libphonenumber-js/min';
import type { FormErrors } from '../../../ui/form/use-form';
import { toE164 } from '../phone-number';

export const RESEND_SECONDS = 30;
export const CODE_FORMAT_MESSAGE = 'Enter the 6-digit code from the text message.';

export interface PhoneNumberValues {
  country: CountryCode;
  phone: string;
}

export interface PhoneCodeValues {
  code: string;
}

/** The number's message, if it cannot be read as a mobile number in the chosen country. */
export function phoneNumberErrors({ country, phone }: PhoneNumberValues): FormErrors<PhoneNumberValues> {
  const parsed = toE164(phone, country);
  return parsed.ok ? {} : { phone: parsed.error };
}

/** The code's message, unless it is six digits. */
export function phoneCodeErrors({ code }: PhoneCodeValues): FormErrors<PhoneCodeValues> {
  return /^\d{6}$/.test(code) ? {} : { code: CODE_FORMAT_MESSAGE };
}

/** Digits only, at most six: a pasted '123-456' becomes '123456'. */
export function toCodeDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, 6);
}

/** The resend button's text: a countdown while it waits. */
export function resendLabel(secondsLeft: number): string {
  return secondsLeft > 0 ? `Resend code in 0:${String(secondsLeft).padStart(2, '0')}` : 'Resend code';
}
