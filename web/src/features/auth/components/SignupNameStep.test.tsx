// Covers the signup modal's name step: who is asked (new accounts without a name), the shared
// name rules, and the trimmed names it hands on.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { needsNameStep } from './SignupModal';
import { SignupNameStep } from './SignupNameStep';

vi.mock('../../../lib/firebase/app', () => ({ getFirebaseAuth: vi.fn(), getFirebaseApp: vi.fn(), getDb: vi.fn() }));

describe('needsNameStep', () => {
  const exists = (answer: boolean) => vi.fn().mockResolvedValue({ exists: answer });

  it('asks a new account that has no name', async () => {
    const check = exists(false);
    expect(await needsNameStep({ uid: 'u1', displayName: null }, check)).toBe(true);
    expect(check).toHaveBeenCalledWith('u1');
    expect(await needsNameStep({ uid: 'u1', displayName: '  ' }, exists(false))).toBe(true);
  });

  it('does not ask when Google gave a name, without asking the server', async () => {
    const check = exists(false);
    expect(await needsNameStep({ uid: 'u1', displayName: 'Rafael Souza' }, check)).toBe(false);
    expect(check).not.toHaveBeenCalled();
  });

  it('does not ask a member whose account already exists', async () => {
    expect(await needsNameStep({ uid: 'u1', displayName: null }, exists(true))).toBe(false);
  });

  it('asks when the check fails: a registry without a name is the worse outcome', async () => {
    expect(await needsNameStep({ uid: 'u1', displayName: null }, vi.fn().mockRejectedValue(new Error('x')))).toBe(true);
  });
});

describe('SignupNameStep', () => {
  function setup() {
    const onSubmit = vi.fn<(names: { first: string; last: string }) => Promise<void>>().mockResolvedValue();
    render(<SignupNameStep onSubmit={onSubmit} />);
    return { user: userEvent.setup({ delay: null }), onSubmit };
  }
  const save = () => screen.getByRole('button', { name: 'Save and continue' });

  it('hands on the trimmed first and last name', async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByRole('textbox', { name: /First name/ }), '  Mary Ann ');
    await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Smith ');
    await user.click(save());
    expect(onSubmit).toHaveBeenCalledWith({ first: 'Mary Ann', last: 'Smith' });
  });

  it('needs both names, with the profile messages', async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByRole('textbox', { name: /First name/ }), '   ');
    await user.click(save());
    expect(await screen.findByText('Enter your first name.')).toBeInTheDocument();
    expect(screen.getByText('Enter your last name.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a name over the limit', async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'x'.repeat(51));
    await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Smith');
    await user.click(save());
    expect(await screen.findByText('Keep it to 50 characters or fewer.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
