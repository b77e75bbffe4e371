// Covers what phone sign-in's two forms say before anything is sent: the number read in the chosen
// country, the code's six digits kept from whatever is typed or pasted, and the resend countdown's
// label. The steps, the sending and the funnel are covered on the form itself (PhoneSignIn.test.tsx).
import { INVALID_PHONE_MESSAGE } from '../phone-number';
import {
  CODE_FORMAT_MESSAGE,
  phoneCodeErrors,
  phoneNumberErrors,
  resendLabel,
  toCodeDigits,
} from './phone-sign-in-fields';

describe('phoneNumberErrors', () => {
  it.each([
    ['', 'Enter your mobile number.'],
    ['   ', 'Enter your mobile number.'],
    ['abc', INVALID_PHONE_MESSAGE],
    ['555-12', INVALID_PHONE_MESSAGE],
  ])('refuses %j with a message', (phone, message) => {
    expect(phoneNumberErrors({ country: 'US', phone })).toEqual({ phone: message });
  });

  it('reads the number in the chosen country, or in its own when it starts with +', () => {
    expect(phoneNumberErrors({ country: 'US', phone: '(201) 555-0123' })).toEqual({});
    expect(phoneNumberErrors({ country: 'GB', phone: '020 7946 0958' })).toEqual({});
    expect(phoneNumberErrors({ country: 'US', phone: '020 7946 0958' })).toEqual({ phone: INVALID_PHONE_MESSAGE });
    expect(phoneNumberErrors({ country: 'US', phone: '+44 20 7946 0958' })).toEqual({});
  });
});

describe('the code', () => {
  it('keeps only six digits of what is typed or pasted', () => {
    expect(toCodeDigits('12-34 56')).toBe('123456');
    expect(toCodeDigits('1234567')).toBe('123456');
    expect(toCodeDigits('a1b2')).toBe('12');
  });

  it.each(['', '12345', '12345a'])('asks for six digits instead of %j', (code) => {
    expect(phoneCodeErrors({ code })).toEqual({ code: CODE_FORMAT_MESSAGE });
  });

  it('takes six digits', () => {
    expect(phoneCodeErrors({ code: '012345' })).toEqual({});
  });
});

describe('resendLabel', () => {
  it('counts down, then offers to resend', () => {
    expect(resendLabel(30)).toBe('Resend code in 0:30');
    expect(resendLabel(5)).toBe('Resend code in 0:05');
    expect(resendLabel(0)).toBe('Resend code');
  });
});
