// useForm: validation before sending, errors after submit or blur, busy state, failure message,
// no double submit; and the kit's field, failure and button wired to it.
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormFailure, SubmitButton } from './FormActions';
import { FormTextField, TYPING_ROOM } from './FormTextField';
import { DEFAULT_FAILURE_MESSAGE, useForm, type FormErrors, type UseFormOptions } from './use-form';

interface Values {
  name: string;
  email: string;
  note: string | null;
  agreed: boolean;
}

const initialValues: Values = { name: '', email: '', note: null, agreed: false };

function validate(v: Values): FormErrors<Values> {
  const errors: FormErrors<Values> = {};
  if (!v.name.trim()) errors.name = 'Enter your name.';
  if (!v.email.includes('@')) errors.email = 'Enter an email address.';
  return errors;
}

/** A promise the test settles by hand. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const setup = (options: Partial<UseFormOptions<Values>> = {}) => {
  const onSubmit = vi.fn<(values: Values) => Promise<void>>(() => Promise.resolve());
  const hook = renderHook(() => useForm<Values>({ initialValues, validate, onSubmit, ...options }));
  return { ...hook, onSubmit: (options.onSubmit as typeof onSubmit | undefined) ?? onSubmit };
};

/** Runs `fn` inside act and lets whatever it started settle (promises, then state updates). */
const settle = (fn: () => void) =>
  act(async () => {
    fn();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

const fill = (form: { current: ReturnType<typeof useForm<Values>> }, patch: Partial<Values>) =>
  act(() => {
    for (const [name, value] of Object.entries(patch)) form.current.setValue(name as keyof Values, value);
  });

describe('useForm', () => {
  it('starts from the initial values (or a function making them) with nothing shown', () => {
    const { result } = renderHook(() => useForm({ initialValues: () => ({ name: 'Ada' }), onSubmit: vi.fn() }));
    expect(result.current).toMatchObject({ values: { name: 'Ada' }, errors: {}, isSubmitting: false, failure: '' });
  });

  it('does not send invalid values: it shows every error instead', () => {
    const { result, onSubmit } = setup();
    act(() => result.current.handleSubmit());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({ name: 'Enter your name.', email: 'Enter an email address.' });
    expect(result.current.isSubmitting).toBe(false);
  });

  it('shows no error while typing, and clears a field’s error when it changes', () => {
    const { result } = setup();
    fill(result, { email: 'ada' });
    expect(result.current.errors).toEqual({});
    act(() => result.current.handleSubmit());
    fill(result, { name: 'A' });
    expect(result.current.errors).toEqual({ email: 'Enter an email address.' });
  });

  it('shows a filled-in field’s error when it is left, but not an empty one’s', () => {
    const { result } = setup();
    act(() => result.current.touch('name'));
    expect(result.current.errors).toEqual({});
    fill(result, { email: 'ada' });
    act(() => result.current.touch('email'));
    expect(result.current.errors).toEqual({ email: 'Enter an email address.' });
    fill(result, { email: 'ada@example.com' });
    act(() => result.current.touch('email'));
    expect(result.current.errors).toEqual({});
  });

  it('sends valid values once, busy until the send settles', async () => {
    const send = deferred();
    const { result, onSubmit } = setup({ onSubmit: vi.fn(() => send.promise) });
    fill(result, { name: 'Ada', email: 'ada@example.com' });
    act(() => result.current.handleSubmit());
    expect(onSubmit).toHaveBeenCalledWith({ ...initialValues, name: 'Ada', email: 'ada@example.com' });
    expect(result.current.isSubmitting).toBe(true);
    await settle(() => send.resolve());
    expect(result.current.isSubmitting).toBe(false);
    expect(result.current.failure).toBe('');
  });

  it('ignores a second submit while the first runs, even within the same tick', async () => {
    const send = deferred();
    const { result, onSubmit } = setup({ onSubmit: vi.fn(() => send.promise) });
    fill(result, { name: 'Ada', email: 'ada@example.com' });
    act(() => {
      result.current.handleSubmit();
      result.current.handleSubmit();
    });
    act(() => result.current.handleSubmit());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await settle(() => send.resolve());
    await settle(() => result.current.handleSubmit());
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('shows the message of a refused submit and keeps the values; the next submit clears it', async () => {
    const { result } = setup({ onSubmit: () => Promise.reject(new Error('That name is taken.')) });
    fill(result, { name: 'Ada', email: 'ada@example.com' });
    await settle(() => result.current.handleSubmit());
    expect(result.current.failure).toBe('That name is taken.');
    expect(result.current.isSubmitting).toBe(false);
    expect(result.current.values).toMatchObject({ name: 'Ada', email: 'ada@example.com' });
    fill(result, { email: '' });
    act(() => result.current.handleSubmit());
    expect(result.current.failure).toBe('');
  });

  it('falls back to the form’s own failure message, or a general one', async () => {
    const refused = () => Promise.reject(new Error(''));
    const own = setup({ onSubmit: refused, failureMessage: 'We could not save it.' });
    fill(own.result, { name: 'Ada', email: 'ada@example.com' });
    await settle(() => own.result.current.handleSubmit());
    expect(own.result.current.failure).toBe('We could not save it.');

    const general = setup({ onSubmit: refused });
    fill(general.result, { name: 'Ada', email: 'ada@example.com' });
    await settle(() => general.result.current.handleSubmit());
    expect(general.result.current.failure).toBe(DEFAULT_FAILURE_MESSAGE);
  });

  it('reports each change, and sends without a validate function', async () => {
    const onChange = vi.fn();
    const onSubmit = vi.fn();
    const { result } = renderHook(() => useForm({ initialValues: { a: '' }, onSubmit, onChange }));
    act(() => result.current.setValue('a', 'x'));
    expect(onChange).toHaveBeenCalledWith('a');
    await settle(() => result.current.handleSubmit());
    expect(onSubmit).toHaveBeenCalledWith({ a: 'x' });
  });

  it('puts a refusal on one field, shown until that field changes', () => {
    const { result } = setup();
    act(() => result.current.setError('email', 'That address bounced.'));
    expect(result.current.errors).toEqual({ email: 'That address bounced.' });
    expect(result.current.failure).toBe('');
    fill(result, { name: 'Ada' });
    expect(result.current.errors.email).toBe('That address bounced.');
    fill(result, { email: 'ada@example.org' });
    expect(result.current.errors).toEqual({});
  });

  it('binds a text field, showing null as empty', () => {
    const { result } = setup();
    const note = result.current.field('note');
    expect(note).toMatchObject({ name: 'note', value: '', error: undefined });
    act(() => note.onChange({ target: { value: 'Hi' } }));
    expect(result.current.values.note).toBe('Hi');
  });
});

function TestForm({ onSubmit }: { onSubmit: (values: Values) => Promise<void> }) {
  const form = useForm<Values>({ initialValues, validate, onSubmit });
  return (
    <form noValidate aria-label="Test form" onSubmit={form.handleSubmit}>
      <FormTextField form={form} name="name" id="t-name" label="Name" required maxLength={50} />
      <FormTextField form={form} name="email" id="t-email" label="Email" helperText="We never share it." />
      <FormFailure message={form.failure} />
      <SubmitButton busy={form.isSubmitting} busyLabel="Saving…">
        Save
      </SubmitButton>
    </form>
  );
}

function CodeForm() {
  const form = useForm({ initialValues: { code: '' }, onSubmit: () => {} });
  return <FormTextField form={form} name="code" id="t-code" label="Code" normalize={(t) => t.replace(/\D/g, '')} />;
}

describe('the form kit on a page', () => {
  it('keeps what normalize keeps of each change', async () => {
    const user = userEvent.setup({ delay: null });
    render(<CodeForm />);
    await user.type(screen.getByLabelText('Code'), '12-3a4');
    expect(screen.getByLabelText('Code')).toHaveValue('1234');
  });

  it('shows helper texts, then errors after submit, focusing the first field that has one', async () => {
    const user = userEvent.setup();
    render(<TestForm onSubmit={() => Promise.resolve()} />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toBeRequired();
    expect(name).toHaveAttribute('maxlength', String(50 + TYPING_ROOM));
    expect(screen.getByText('We never share it.')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Enter an email address.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada');
  });

  it('disables the button with its busy label while sending, then shows a refusal in an alert', async () => {
    const user = userEvent.setup();
    const send = deferred();
    render(<TestForm onSubmit={() => send.promise} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    await settle(() => send.reject(new Error('We could not save it.')));
    expect(screen.getByRole('alert')).toHaveTextContent('We could not save it.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
  });
});
