// Covers the phone sign-in machine transition by transition: number checks, sending and resending,
// the code step and its errors (wrong, expired, too many attempts, network), and the funnel steps.
import { AUTH_MESSAGES, authErrorMessage } from '../auth-errors';
import { INVALID_PHONE_MESSAGE } from '../phone-number';
import {
  CODE_FORMAT_MESSAGE,
  funnelStepOf,
  initialPhoneSignInState as initial,
  reduce,
  RESEND_SECONDS,
  resendLabel,
  startsRequest,
  toCodeDigits,
  type PhoneSignInEvent,
  type PhoneSignInState,
} from './phone-sign-in-machine';

const run = (events: PhoneSignInEvent[], from: PhoneSignInState = initial) => events.reduce(reduce, from);

/** A valid number submitted: a code is being texted. */
const sending = run([{ type: 'phoneChanged', phone: '(201) 555-0123' }, { type: 'numberSubmitted' }]);
/** The code step, with the resend countdown running. */
const codeStep = reduce(sending, { type: 'codeSent' });
const typedCode = reduce(codeStep, { type: 'codeChanged', code: '123456' });
const checking = reduce(typedCode, { type: 'codeSubmitted' });

describe('the number step', () => {
  it('starts empty, on the default country, with nothing started', () => {
    expect(initial).toMatchObject({ step: 'number', country: 'US', phone: '', isBusy: false, isStarted: false });
  });

  it('keeps the country and the number as typed, and notes the first keystroke', () => {
    const next = run([
      { type: 'countryChanged', country: 'GB' },
      { type: 'phoneChanged', phone: '07700' },
    ]);
    expect(next).toMatchObject({ country: 'GB', phone: '07700', isStarted: true });
  });

  it('leaves the state alone on focus', () => {
    expect(reduce(initial, { type: 'phoneFocused' })).toBe(initial);
  });

  it.each([
    ['', 'Enter your mobile number.'],
    ['abc', INVALID_PHONE_MESSAGE],
    ['555-12', INVALID_PHONE_MESSAGE],
  ])('refuses %j with a message and sends nothing', (phone, message) => {
    const prev = reduce(initial, { type: 'phoneChanged', phone });
    const next = reduce(prev, { type: 'numberSubmitted' });
    expect(next).toMatchObject({ phoneError: message, isBusy: false, step: 'number', e164: '' });
    expect(startsRequest({ prev, next })).toBe(false);
  });

  it('reads the number in the chosen country', () => {
    const next = run([
      { type: 'countryChanged', country: 'GB' },
      { type: 'phoneChanged', phone: '020 7946 0958' },
      { type: 'numberSubmitted' },
    ]);
    expect(next.e164).toBe('+442079460958');
  });

  it('clears the error and starts texting the E.164 number when it is valid', () => {
    const prev = run([
      { type: 'phoneChanged', phone: '12' },
      { type: 'numberSubmitted' },
      { type: 'phoneChanged', phone: '(201) 555-0123' },
    ]);
    const next = reduce(prev, { type: 'numberSubmitted' });
    expect(next).toMatchObject({ phoneError: '', e164: '+12015550123', isBusy: true, step: 'number' });
    expect(startsRequest({ prev, next })).toBe(true);
  });

  it('starts no second request while one is running', () => {
    expect(reduce(sending, { type: 'numberSubmitted' })).toBe(sending);
  });

  it.each([
    ['network failure', 'auth/network-request-failed', AUTH_MESSAGES.network],
    ['too many attempts', 'auth/too-many-requests', AUTH_MESSAGES.tooManyAttempts],
    ['a number Firebase refuses', 'auth/invalid-phone-number', AUTH_MESSAGES.invalidPhone],
  ])('shows a failed first send (%s) under the number', (_, code, message) => {
    const next = reduce(sending, { type: 'sendFailed', message: authErrorMessage({ code }) });
    expect(next).toMatchObject({ step: 'number', phoneError: message, codeError: '', isBusy: false });
  });
});

describe('the code step', () => {
  it('opens once the code is sent, empty, with the resend countdown', () => {
    expect(codeStep).toMatchObject({
      step: 'code',
      e164: '+12015550123',
      code: '',
      codeError: '',
      isBusy: false,
      secondsLeft: RESEND_SECONDS,
    });
  });

  it('keeps only six digits of what is typed or pasted', () => {
    expect(reduce(codeStep, { type: 'codeChanged', code: '12-34 56' }).code).toBe('123456');
    expect(reduce(codeStep, { type: 'codeChanged', code: '1234567' }).code).toBe('123456');
    expect(toCodeDigits('a1b2')).toBe('12');
  });

  it('asks for six digits before checking anything', () => {
    const prev = reduce(codeStep, { type: 'codeChanged', code: '123' });
    const next = reduce(prev, { type: 'codeSubmitted' });
    expect(next).toMatchObject({ codeError: CODE_FORMAT_MESSAGE, isBusy: false });
    expect(startsRequest({ prev, next })).toBe(false);
  });

  it('checks a six-digit code', () => {
    expect(checking.isBusy).toBe(true);
    expect(startsRequest({ prev: typedCode, next: checking })).toBe(true);
    expect(reduce(checking, { type: 'codeSubmitted' })).toBe(checking);
  });

  it('ignores a code submitted on the number step', () => {
    const onNumberStep = reduce(typedCode, { type: 'changeNumber' });
    expect(reduce(onNumberStep, { type: 'codeSubmitted' })).toBe(onNumberStep);
  });

  it('settles when the code is confirmed', () => {
    expect(reduce(checking, { type: 'codeConfirmed' })).toMatchObject({ isBusy: false, step: 'code' });
  });

  it.each([
    ['wrong code', 'auth/invalid-verification-code', AUTH_MESSAGES.wrongCode],
    ['expired code', 'auth/code-expired', AUTH_MESSAGES.expiredCode],
    ['too many attempts', 'auth/too-many-requests', AUTH_MESSAGES.tooManyAttempts],
    ['network failure', 'auth/network-request-failed', AUTH_MESSAGES.network],
  ])('shows the %s message under the code and lets them try again', (_, code, message) => {
    const failed = reduce(checking, { type: 'confirmFailed', message: authErrorMessage({ code }) });
    expect(failed).toMatchObject({ step: 'code', codeError: message, isBusy: false, code: '123456' });
    expect(reduce(failed, { type: 'codeSubmitted' }).isBusy).toBe(true);
  });

  it('counts the resend wait down to zero and no further', () => {
    const ticked = reduce(codeStep, { type: 'tick' });
    expect(ticked.secondsLeft).toBe(RESEND_SECONDS - 1);
    const done = Array.from({ length: RESEND_SECONDS + 2 }).reduce<PhoneSignInState>(
      (s) => reduce(s, { type: 'tick' }),
      codeStep,
    );
    expect(done.secondsLeft).toBe(0);
  });

  it('refuses to resend before the countdown ends, then resends to the same number', () => {
    expect(reduce(codeStep, { type: 'resendRequested' })).toBe(codeStep);
    const waited = { ...codeStep, secondsLeft: 0 };
    const resending = reduce(waited, { type: 'resendRequested' });
    expect(resending).toMatchObject({ isBusy: true, e164: '+12015550123' });
    expect(startsRequest({ prev: waited, next: resending })).toBe(true);
    expect(reduce(resending, { type: 'resendRequested' })).toBe(resending);
  });

  it('starts a fresh code and countdown after a resend', () => {
    const failed = reduce(
      { ...typedCode, secondsLeft: 0, codeError: AUTH_MESSAGES.expiredCode },
      {
        type: 'resendRequested',
      },
    );
    expect(reduce(failed, { type: 'codeSent' })).toMatchObject({
      code: '',
      codeError: '',
      secondsLeft: RESEND_SECONDS,
      isBusy: false,
    });
  });

  it('shows a failed resend under the code', () => {
    const resending = reduce({ ...codeStep, secondsLeft: 0 }, { type: 'resendRequested' });
    const next = reduce(resending, { type: 'sendFailed', message: AUTH_MESSAGES.tooManyAttempts });
    expect(next).toMatchObject({ step: 'code', codeError: AUTH_MESSAGES.tooManyAttempts, phoneError: '' });
  });

  it('goes back to the number, keeping it, on "Change number"', () => {
    const back = reduce(codeStep, { type: 'changeNumber' });
    expect(back).toMatchObject({ step: 'number', phone: '(201) 555-0123', phoneError: '' });
    const again = run([{ type: 'phoneChanged', phone: '(201) 555-0199' }, { type: 'numberSubmitted' }], back);
    expect(again).toMatchObject({ e164: '+12015550199', isBusy: true });
  });
});

describe('funnelStepOf', () => {
  const stepOf = (prev: PhoneSignInState, event: PhoneSignInEvent) =>
    funnelStepOf(event, { prev, next: reduce(prev, event) });

  it('reports steps 2 to 7 along the way', () => {
    expect(stepOf(initial, { type: 'phoneFocused' })).toBe(2);
    expect(stepOf(initial, { type: 'phoneChanged', phone: '2' })).toBe(3);
    expect(
      stepOf(reduce(initial, { type: 'phoneChanged', phone: '(201) 555-0123' }), { type: 'numberSubmitted' }),
    ).toBe(4);
    expect(stepOf(sending, { type: 'codeSent' })).toBe(5);
    expect(stepOf(typedCode, { type: 'codeSubmitted' })).toBe(6);
    expect(stepOf(checking, { type: 'codeConfirmed' })).toBe(7);
  });

  it('reports step 3 on the first keystroke only, even after changing the number', () => {
    const started = reduce(initial, { type: 'phoneChanged', phone: '2' });
    expect(stepOf(started, { type: 'phoneChanged', phone: '20' })).toBeNull();
    expect(stepOf(reduce(codeStep, { type: 'changeNumber' }), { type: 'phoneChanged', phone: '' })).toBeNull();
  });

  it('reports nothing for refused numbers and codes, failures, or the rest', () => {
    expect(stepOf(initial, { type: 'numberSubmitted' })).toBeNull();
    expect(stepOf(codeStep, { type: 'codeSubmitted' })).toBeNull();
    expect(stepOf(checking, { type: 'confirmFailed', message: AUTH_MESSAGES.wrongCode })).toBeNull();
    expect(stepOf(sending, { type: 'sendFailed', message: AUTH_MESSAGES.network })).toBeNull();
    expect(stepOf({ ...codeStep, secondsLeft: 0 }, { type: 'resendRequested' })).toBeNull();
    expect(stepOf(codeStep, { type: 'tick' })).toBeNull();
  });
});

describe('resendLabel', () => {
  it('counts down, then offers to resend', () => {
    expect(resendLabel(30)).toBe('Resend code in 0:30');
    expect(resendLabel(5)).toBe('Resend code in 0:05');
    expect(resendLabel(0)).toBe('Resend code');
  });
});
