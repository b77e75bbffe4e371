// Covers PhoneSignIn: number validation before any SMS, sending the E.164 number, then the code step and its errors.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInWithPhoneNumber, type Auth, type ConfirmationResult, type UserCredential } from 'firebase/auth';
import { getFirebaseAuth } from '../../../lib/firebase/app';
import { AUTH_MESSAGES } from '../auth-errors';
import { INVALID_PHONE_MESSAGE } from '../phone-number';
import { PhoneSignIn } from './PhoneSignIn';

vi.mock('firebase/auth', () => ({
  RecaptchaVerifier: vi.fn(function RecaptchaVerifier() {
    return { clear: vi.fn() };
  }),
  signInWithPhoneNumber: vi.fn(),
  linkWithPhoneNumber: vi.fn(),
}));
vi.mock('../../../lib/firebase/app', () => ({ getFirebaseAuth: vi.fn() }));

const fakeAuth = { currentUser: null } as unknown as Auth;
const confirm = vi.fn<(code: string) => Promise<UserCredential>>();
const confirmation = { verificationId: 'verification-1', confirm } as unknown as ConfirmationResult;
const sendCode = vi.mocked(signInWithPhoneNumber);

beforeEach(() => {
  vi.spyOn(console, 'debug').mockImplementation(() => {}); // analytics logs each funnel step in dev
  vi.mocked(getFirebaseAuth).mockReset().mockResolvedValue(fakeAuth);
  sendCode.mockReset().mockResolvedValue(confirmation);
  confirm.mockReset();
});

function renderForm() {
  const user = userEvent.setup();
  const onStart = vi.fn();
  const onSignedIn = vi.fn();
  render(<PhoneSignIn idPrefix="test" onStart={onStart} onSignedIn={onSignedIn} />);
  return { user, onStart, onSignedIn };
}

async function reachCodeStep() {
  const rendered = renderForm();
  await rendered.user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '(201) 555-0123');
  await rendered.user.click(screen.getByRole('button', { name: 'Text me a code' }));
  const codeField = await screen.findByRole('textbox', { name: '6-digit code' });
  return { ...rendered, codeField };
}

describe('PhoneSignIn', () => {
  it.each(['abc', '12'])('refuses %j without sending a code', async (typed) => {
    const { user } = renderForm();

    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), typed);
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));

    expect(await screen.findByText(INVALID_PHONE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveAccessibleDescription(INVALID_PHONE_MESSAGE);
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toBeInvalid();
    expect(sendCode).not.toHaveBeenCalled();
    expect(screen.queryByRole('textbox', { name: '6-digit code' })).not.toBeInTheDocument();
  });

  it('asks for a number when submitted empty', async () => {
    const { user } = renderForm();

    await user.click(screen.getByRole('button', { name: 'Text me a code' }));

    expect(await screen.findByText('Enter your mobile number.')).toBeInTheDocument();
    expect(sendCode).not.toHaveBeenCalled();
  });

  it('texts a code to the number in E.164 form', async () => {
    const { user } = renderForm();

    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '(201) 555-0123');
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));

    await screen.findByRole('textbox', { name: '6-digit code' });
    expect(sendCode).toHaveBeenCalledTimes(1);
    expect(sendCode).toHaveBeenCalledWith(fakeAuth, '+12015550123', expect.anything());
    expect(screen.getByText('+12015550123')).toBeInTheDocument();
  });

  it('keeps only the digits of a pasted code', async () => {
    const { user, codeField } = await reachCodeStep();

    await user.click(codeField);
    await user.paste('12-34 56');

    expect(codeField).toHaveValue('123456');
  });

  it('stops at six digits when typing', async () => {
    const { user, codeField } = await reachCodeStep();

    await user.type(codeField, '1234567');

    expect(codeField).toHaveValue('123456');
  });

  it('makes the resend button wait 30 seconds', async () => {
    await reachCodeStep();

    expect(screen.getByRole('button', { name: 'Resend code in 0:30' })).toBeDisabled();
  });

  it('says so when the code is wrong', async () => {
    confirm.mockRejectedValue({ code: 'auth/invalid-verification-code' });
    const { user, codeField, onStart, onSignedIn } = await reachCodeStep();

    await user.type(codeField, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and continue' }));

    expect(
      await screen.findByText('That code is not right. Check the text message and try again.'),
    ).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledWith('123456');
    expect(onStart).toHaveBeenCalled();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: '6-digit code' })).toBeInvalid();
  });

  it('says so when the code has expired', async () => {
    confirm.mockRejectedValue({ code: 'auth/code-expired' });
    const { user, codeField, onSignedIn } = await reachCodeStep();

    await user.type(codeField, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify and continue' }));

    expect(await screen.findByText(AUTH_MESSAGES.expiredCode)).toBeInTheDocument();
    expect(screen.queryByText(AUTH_MESSAGES.wrongCode)).not.toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
