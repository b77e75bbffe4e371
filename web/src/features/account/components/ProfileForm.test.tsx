// Covers the profile form on the form kit: the shared schema's messages, the funnel callbacks,
// the busy button, and a failed save that keeps what was typed.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as ProfileModule from '../api/profile';
import { saveProfile, type UserProfile } from '../api/profile';
import { PROFILE_SAVE_FAILED_MESSAGE, ProfileForm } from './ProfileForm';

vi.mock('../api/profile', async (importOriginal) => ({
  ...(await importOriginal<typeof ProfileModule>()),
  saveProfile: vi.fn(),
}));

const initial: UserProfile = { first: 'Sam', last: 'Lee', registryId: 'u1', dueDate: null, city: null };

function setup(props: { initial?: UserProfile | null; markCompleted?: boolean } = {}) {
  const callbacks = { onStarted: vi.fn(), onSubmitted: vi.fn(), onSaved: vi.fn() };
  render(
    <ProfileForm
      uid="u1"
      initial={props.initial === undefined ? initial : props.initial}
      submitLabel="Save and go to my registry"
      markCompleted={props.markCompleted ?? true}
      {...callbacks}
    />,
  );
  return { user: userEvent.setup({ delay: null }), ...callbacks };
}

const field = (label: RegExp) => screen.getByRole('textbox', { name: label });
const submit = () => screen.getByRole('button', { name: 'Save and go to my registry' });

beforeEach(() => {
  vi.mocked(saveProfile).mockReset().mockResolvedValue(undefined);
});

it('starts from the profile, and reports the first change once', async () => {
  const { user, onStarted } = setup();
  expect(field(/First name/)).toHaveValue('Sam');
  expect(field(/Last name/)).toHaveValue('Lee');
  expect(field(/City/)).toHaveValue('');
  expect(screen.getByText('For family events and gear near you.')).toBeInTheDocument();
  await user.type(field(/City/), 'Austin');
  expect(onStarted).toHaveBeenCalledTimes(1);
});

it('shows the schema’s messages on submit, focuses the first, and saves nothing', async () => {
  const { user, onSubmitted } = setup({ initial: null });
  await user.click(submit());
  expect(screen.getByText('Enter your first name.')).toBeInTheDocument();
  expect(screen.getByText('Enter your last name.')).toBeInTheDocument();
  expect(field(/First name/)).toHaveFocus();
  expect(onSubmitted).not.toHaveBeenCalled();
  expect(saveProfile).not.toHaveBeenCalled();

  await user.type(field(/First name/), 'Imani');
  expect(screen.queryByText('Enter your first name.')).not.toBeInTheDocument();
  expect(screen.getByText('Enter your last name.')).toBeInTheDocument();
});

it('flags a city over the limit when it is left', async () => {
  const { user } = setup();
  await user.click(field(/City/));
  await user.paste('c'.repeat(81));
  await user.tab();
  expect(screen.getByText('Keep it to 80 characters or fewer.')).toBeInTheDocument();
});

it('saves once, busy meanwhile, then hands the values on', async () => {
  let finish!: () => void;
  vi.mocked(saveProfile).mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
  const { user, onSubmitted, onSaved } = setup({ markCompleted: false });
  await user.clear(field(/First name/));
  await user.type(field(/First name/), '  Imani ');
  await user.click(submit());

  expect(onSubmitted).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  const values = { first: '  Imani ', last: 'Lee', dueDate: '', city: '' };
  expect(saveProfile).toHaveBeenCalledExactlyOnceWith('u1', values, { completed: false });
  await act(async () => {
    finish();
    await Promise.resolve();
  });
  expect(onSaved).toHaveBeenCalledWith(values);
  await waitFor(() => expect(submit()).toBeEnabled());
});

it('says a failed save went wrong and keeps what was typed', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.mocked(saveProfile).mockRejectedValue(new Error('PERMISSION_DENIED'));
  const { user, onSaved } = setup();
  await user.type(field(/City/), 'Austin');
  await user.click(submit());

  expect(await screen.findByRole('alert')).toHaveTextContent(PROFILE_SAVE_FAILED_MESSAGE);
  expect(field(/City/)).toHaveValue('Austin');
  expect(onSaved).not.toHaveBeenCalled();
  expect(logged).toHaveBeenCalled();
});
