// Covers PhoneSignIn on the form kit: number validation before any SMS, sending the E.164 number
// once, the code step and its errors, resending, changing the number, and the funnel steps.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  linkWithPhoneNumber,
  signInWithPhoneNumber,
  type Auth,
  type ConfirmationResult,
  type UserCredential,
} from 'firebase/auth';
import { clearRecentEvents, FUNNEL_EVENT, recentEvents } from '../../../lib/analytics/track';
import { getFirebaseAuth } from '../../../lib/firebase/app';
import { AUTH_MESSAGES } from '../auth-errors';
import { INVALID_PHONE_MESSAGE } from '../phone-number';
import { CODE_FORMAT_MESSAGE, RESEND_SECONDS } from './phone-sign-in-fields';
import { forgetPhoneDraft } from './phone-draft';
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
  forgetPhoneDraft();
  vi.spyOn(console, 'debug').mockImplementation(() => {}); // analytics logs each funnel step in dev
  vi.mocked(getFirebaseAuth).mockReset().mockResolvedValue(fakeAuth);
  sendCode.mockReset().mockResolvedValue(confirmation);
  confirm.mockReset();
  clearRecentEvents();
});

const funnelSteps = () =>
  recentEvents()
    .filter((e) => e.event === FUNNEL_EVENT)
    .map((e) => e.properties.funnel_step);

function renderForm() {
  const user = userEvent.setup({ delay: null });
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
  it.each(['abc', '12', '555-12'])('refuses %j without sending a code', async (typed) => {
    const { user } = renderForm();

    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), typed);
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));

    expect(await screen.findByText('Enter a valid mobile number, for example (201) 555-0123.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveAccessibleDescription(INVALID_PHONE_MESSAGE);
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toBeInvalid();
    expect(sendCode).not.toHaveBeenCalled();
    expect(screen.queryByRole('textbox', { name: '6-digit code' })).not.toBeInTheDocument();
  });

  it('keeps the number typed on one page when the other opens (Log in ⇄ Create an account), until a code is sent', async () => {
    const { user } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '(201) 555-01');
    cleanup();

    const next = renderForm();
    const field = screen.getByRole('textbox', { name: 'Mobile number' });
    expect(field).toHaveValue('(201) 555-01');
    await next.user.type(field, '23');
    await next.user.click(screen.getByRole('button', { name: 'Text me a code' }));
    await screen.findByRole('textbox', { name: '6-digit code' });
    expect(sendCode).toHaveBeenCalledWith(fakeAuth, '+12015550123', expect.anything());
    cleanup();

    renderForm();
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('');
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

  it('reads the number in the country picked', async () => {
    const { user } = renderForm();

    // The picker's hidden input, as autofill sets it: opening MUI's menu of every country costs
    // seconds in jsdom (the menu itself is MUI's).
    const picker = screen.getByRole('combobox', { name: 'Country' });
    fireEvent.change(picker.parentElement!.querySelector('input')!, { target: { value: 'GB' } });
    expect(picker).toHaveTextContent('GB +44');
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '020 7946 0958');
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));

    await screen.findByRole('textbox', { name: '6-digit code' });
    expect(sendCode).toHaveBeenCalledWith(fakeAuth, '+442079460958', expect.anything());
  });

  it('texts one code however often the button is pressed while it goes out', async () => {
    let sent!: (c: ConfirmationResult) => void;
    sendCode.mockReturnValue(new Promise((resolve) => (sent = resolve)));
    const { user } = renderForm();
    const field = screen.getByRole('textbox', { name: 'Mobile number' });
    await user.type(field, '(201) 555-0123');

    const button = screen.getByRole('button', { name: 'Text me a code' });
    await user.click(button);
    fireEvent.submit(field.closest('form')!);

    expect(screen.getByRole('button', { name: 'Sending code…' })).toBeDisabled();
    sent(confirmation);
    await screen.findByRole('textbox', { name: '6-digit code' });
    expect(sendCode).toHaveBeenCalledTimes(1);
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
    // A new code can still be asked for only once the countdown ends.
    expect(screen.getByRole('button', { name: /^Resend code in 0:\d\d$/ })).toBeDisabled();
  });

  it('keeps a refused code to correct, and checks it again', async () => {
    confirm.mockRejectedValueOnce({ code: 'auth/invalid-verification-code' });
    confirm.mockResolvedValueOnce({ user: { uid: 'u1' } } as unknown as UserCredential);
    const { user, codeField, onSignedIn } = await reachCodeStep();

    await user.type(codeField, '123465');
    await user.click(screen.getByRole('button', { name: 'Verify and continue' }));
    expect(await screen.findByText(AUTH_MESSAGES.wrongCode)).toBeInTheDocument();
    expect(codeField).toHaveValue('123465');

    await user.clear(codeField);
    expect(screen.queryByText(AUTH_MESSAGES.wrongCode)).not.toBeInTheDocument();
    await user.type(codeField, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and continue' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ uid: 'u1' }));
    expect(confirm.mock.calls).toEqual([['123465'], ['123456']]);
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

  it('reports funnel steps 2 to 7 in order and hands over the signed-in user', async () => {
    const signedIn = { uid: 'u1' };
    confirm.mockResolvedValue({ user: signedIn } as unknown as UserCredential);
    const { user, codeField, onSignedIn } = await reachCodeStep();

    await user.type(codeField, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and continue' }));

    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(signedIn));
    expect(funnelSteps()).toEqual([2, 3, 4, 5, 6, 7]);
    expect(recentEvents()[0]?.properties).toMatchObject({ auth_method: 'phone' });
  });

  it('reports step 3 once, and no step for a refused number or code, or a failed send', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    sendCode.mockRejectedValueOnce({ code: 'auth/network-request-failed' });
    const { user } = renderForm();
    const field = screen.getByRole('textbox', { name: 'Mobile number' });
    // Step 2 comes with each focus of the number (a refusal moves the focus there too).
    const beyondFocus = () => funnelSteps().filter((s) => s !== 2);

    await user.type(field, '12');
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    await screen.findByText(INVALID_PHONE_MESSAGE);
    expect(funnelSteps().slice(0, 2)).toEqual([2, 3]);
    expect(beyondFocus()).toEqual([3]);

    await user.clear(field);
    await user.type(field, '(201) 555-0123');
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    await screen.findByText(AUTH_MESSAGES.network);
    expect(beyondFocus()).toEqual([3, 4]);

    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    const codeField = await screen.findByRole('textbox', { name: '6-digit code' });
    await user.type(codeField, '123');
    await user.click(screen.getByRole('button', { name: 'Verify and continue' }));
    await screen.findByText(CODE_FORMAT_MESSAGE);
    await user.click(screen.getByRole('button', { name: 'Change number' }));
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '4');
    expect(beyondFocus()).toEqual([3, 4, 4, 5]);
  });

  it('adds the number to the signed-in account in link mode, reporting no funnel step', async () => {
    const current = { uid: 'u1' };
    vi.mocked(getFirebaseAuth).mockResolvedValue({ currentUser: current } as unknown as Auth);
    vi.mocked(linkWithPhoneNumber).mockReset().mockResolvedValue(confirmation);
    const user = userEvent.setup({ delay: null });
    render(<PhoneSignIn mode="link" idPrefix="link" onStart={vi.fn()} onSignedIn={vi.fn()} />);

    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '(201) 555-0123');
    await user.click(screen.getByRole('button', { name: 'Text a code to this number' }));

    expect(await screen.findByRole('button', { name: 'Verify and add this number' })).toBeInTheDocument();
    expect(linkWithPhoneNumber).toHaveBeenCalledWith(current, '+12015550123', expect.anything());
    expect(sendCode).not.toHaveBeenCalled();
    expect(funnelSteps()).toEqual([]);
  });

  it('shows a network failure under the number and stays on it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    sendCode.mockRejectedValue({ code: 'auth/network-request-failed' });
    const { user } = renderForm();

    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '(201) 555-0123');
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));

    expect(await screen.findByText(AUTH_MESSAGES.network)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Text me a code' })).toBeEnabled();
    expect(screen.queryByRole('textbox', { name: '6-digit code' })).not.toBeInTheDocument();
  });

  it('asks for six digits before checking the code', async () => {
    const { user, codeField, onStart } = await reachCodeStep();

    await user.type(codeField, '123');
    await user.click(screen.getByRole('button', { name: 'Verify and continue' }));

    expect(await screen.findByText('Enter the 6-digit code from the text message.')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
    expect(onStart).not.toHaveBeenCalled();
  });

  it('goes back to the number on "Change number", and texts the number it is changed to', async () => {
    const { user } = await reachCodeStep();

    await user.click(screen.getByRole('button', { name: 'Change number' }));

    const field = screen.getByRole('textbox', { name: 'Mobile number' });
    expect(field).toHaveValue('(201) 555-0123');
    expect(screen.queryByRole('textbox', { name: '6-digit code' })).not.toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '(201) 555-0199');
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    await screen.findByRole('textbox', { name: '6-digit code' });
    expect(screen.getByText('+12015550199')).toBeInTheDocument();
    expect(sendCode).toHaveBeenLastCalledWith(fakeAuth, '+12015550199', expect.anything());
  });

  it('resends once the countdown ends, showing "too many attempts" under the code', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
      render(<PhoneSignIn idPrefix="test" onStart={vi.fn()} onSignedIn={vi.fn()} />);
      await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '(201) 555-0123');
      await user.click(screen.getByRole('button', { name: 'Text me a code' }));
      await screen.findByRole('textbox', { name: '6-digit code' });

      await user.type(screen.getByRole('textbox', { name: '6-digit code' }), '12');
      for (let s = 0; s < RESEND_SECONDS; s++) {
        await act(() => vi.advanceTimersByTimeAsync(1000));
      }
      await user.click(screen.getByRole('button', { name: 'Resend code' }));
      // The same number again, a fresh code field and a fresh countdown.
      expect(await screen.findByRole('button', { name: 'Resend code in 0:30' })).toBeDisabled();
      expect(sendCode).toHaveBeenLastCalledWith(fakeAuth, '+12015550123', expect.anything());
      expect(screen.getByRole('textbox', { name: '6-digit code' })).toHaveValue('');

      for (let s = 0; s < RESEND_SECONDS; s++) {
        await act(() => vi.advanceTimersByTimeAsync(1000));
      }
      sendCode.mockRejectedValue({ code: 'auth/too-many-requests' });
      await user.click(screen.getByRole('button', { name: 'Resend code' }));

      expect(await screen.findByText(AUTH_MESSAGES.tooManyAttempts)).toBeInTheDocument();
      expect(sendCode).toHaveBeenCalledTimes(3);
      expect(screen.getByRole('textbox', { name: '6-digit code' })).toBeInvalid();
    } finally {
      vi.useRealTimers();
    }
  });
});
