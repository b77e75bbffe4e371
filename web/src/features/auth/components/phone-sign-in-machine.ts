// The phone sign-in form as a pure state machine: the number step, the SMS code step, and the funnel
// steps each transition reports. Firebase calls and analytics run in usePhoneSignIn.
import type { CountryCode } from 'libphonenumber-js/min';
import type { FunnelStep } from '../../../lib/analytics/track';
import type { Transition } from '../../../lib/state/use-machine';
import { DEFAULT_COUNTRY, toE164 } from '../phone-number';

export const RESEND_SECONDS = 30;
export const CODE_FORMAT_MESSAGE = 'Enter the 6-digit code from the text message.';

export interface PhoneSignInState {
  /** 'code' once a code has been texted, until "Change number". */
  step: 'number' | 'code';
  country: CountryCode;
  phone: string;
  phoneError: string;
  /** The number the code goes (or went) to. */
  e164: string;
  code: string;
  codeError: string;
  /** A code is being texted or checked. */
  isBusy: boolean;
  /** Seconds until "Resend code" is enabled. */
  secondsLeft: number;
  /** The number has had its first keystroke (funnel step 3 fires once per form). */
  isStarted: boolean;
}

export type PhoneSignInEvent =
  | { type: 'countryChanged'; country: CountryCode }
  | { type: 'phoneFocused' }
  | { type: 'phoneChanged'; phone: string }
  | { type: 'numberSubmitted' }
  | { type: 'resendRequested' }
  | { type: 'codeSent' }
  | { type: 'sendFailed'; message: string }
  | { type: 'changeNumber' }
  | { type: 'codeChanged'; code: string }
  | { type: 'codeSubmitted' }
  | { type: 'codeConfirmed' }
  | { type: 'confirmFailed'; message: string }
  | { type: 'tick' };

export const initialPhoneSignInState: PhoneSignInState = {
  step: 'number',
  country: DEFAULT_COUNTRY,
  phone: '',
  phoneError: '',
  e164: '',
  code: '',
  codeError: '',
  isBusy: false,
  secondsLeft: 0,
  isStarted: false,
};

/** Digits only, at most six: a pasted '123-456' becomes '123456'. */
export function toCodeDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, 6);
}

export function reduce(state: PhoneSignInState, event: PhoneSignInEvent): PhoneSignInState {
  switch (event.type) {
    case 'countryChanged':
      return { ...state, country: event.country };
    case 'phoneFocused':
      return state;
    case 'phoneChanged':
      return { ...state, phone: event.phone, isStarted: true };
    case 'numberSubmitted': {
      // The button is disabled while busy; a second request must not start either way.
      if (state.isBusy) return state;
      const parsed = toE164(state.phone, state.country);
      if (!parsed.ok) return { ...state, phoneError: parsed.error };
      return { ...state, phoneError: '', e164: parsed.e164, isBusy: true };
    }
    case 'resendRequested':
      return state.isBusy || state.step !== 'code' || state.secondsLeft > 0 ? state : { ...state, isBusy: true };
    case 'codeSent':
      return { ...state, step: 'code', code: '', codeError: '', secondsLeft: RESEND_SECONDS, isBusy: false };
    case 'sendFailed':
      // A failed resend is reported on the code step; a first send, under the number.
      return state.step === 'code'
        ? { ...state, codeError: event.message, isBusy: false }
        : { ...state, phoneError: event.message, isBusy: false };
    case 'changeNumber':
      return { ...state, step: 'number' };
    case 'codeChanged':
      return { ...state, code: toCodeDigits(event.code) };
    case 'codeSubmitted':
      if (state.step !== 'code' || state.isBusy) return state;
      if (!/^\d{6}$/.test(state.code)) return { ...state, codeError: CODE_FORMAT_MESSAGE };
      return { ...state, isBusy: true };
    case 'codeConfirmed':
      return { ...state, isBusy: false };
    case 'confirmFailed':
      return { ...state, codeError: event.message, isBusy: false };
    case 'tick':
      return { ...state, secondsLeft: Math.max(0, state.secondsLeft - 1) };
  }
}

/** Whether a transition starts a request: texting a code (to next.e164) or checking one. */
export function startsRequest({ prev, next }: Transition<PhoneSignInState>): boolean {
  return next.isBusy && !prev.isBusy;
}

/**
 * The sign-in funnel step (spec section 10) a transition reports, if any: 2 on focusing the number,
 * 3 on its first keystroke, 4 when a valid number is submitted, 5 when the code is sent, 6 when a
 * well-formed code is submitted, 7 when it is confirmed.
 */
export function funnelStepOf(event: PhoneSignInEvent, transition: Transition<PhoneSignInState>): FunnelStep | null {
  switch (event.type) {
    case 'phoneFocused':
      return 2;
    case 'phoneChanged':
      return transition.prev.isStarted ? null : 3;
    case 'numberSubmitted':
      return startsRequest(transition) ? 4 : null;
    case 'codeSent':
      return 5;
    case 'codeSubmitted':
      return startsRequest(transition) ? 6 : null;
    case 'codeConfirmed':
      return 7;
    default:
      return null;
  }
}

/** The resend button's text: a countdown while it waits. */
export function resendLabel(secondsLeft: number): string {
  return secondsLeft > 0 ? `Resend code in 0:${String(secondsLeft).padStart(2, '0')}` : 'Resend code';
}
