// One form state for every form: its values; the errors, shown once the person submits or leaves a
// field they filled in; a busy state while the submit runs (a second submit meanwhile is ignored);
// and `failure`, the message of a submit that was refused, for an Alert. What was typed is kept.
import { useRef, useState, type FormEvent } from 'react';

export type FieldName<V> = Extract<keyof V, string>;

/** A message per field, only for the fields that have one. */
export type FormErrors<V> = Partial<Record<FieldName<V>, string>>;

/** The fields that hold text (a text field may also hold null, shown as ''). */
export type TextFieldName<V> = FieldName<V> & { [K in keyof V]-?: string extends V[K] ? K : never }[keyof V];

export interface UseFormOptions<V> {
  initialValues: V | (() => V);
  /** Every field's message for these values; empty when they may be submitted. */
  validate?: (values: V) => FormErrors<V>;
  /** Sends the values; a rejection shows its message as `failure` and keeps the values. */
  onSubmit: (values: V) => Promise<void> | void;
  /** Called on each change of a value, e.g. to note that someone started filling the form in. */
  onChange?: (name: keyof V) => void;
  /** `failure` when the rejection carries no message of its own. */
  failureMessage?: string;
}

/** The props that wire a text input to one field. */
export interface TextFieldBinding {
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  onBlur: () => void;
  error: string | undefined;
}

export interface Form<V> {
  values: V;
  /** The errors on show: from the last submit, or from leaving a field, until that field changes. */
  errors: FormErrors<V>;
  isSubmitting: boolean;
  /** The message of the last refused submit ('' when none). */
  failure: string;
  setValue: <K extends keyof V>(name: K, value: V[K]) => void;
  /**
   * Puts a refusal that belongs to one field (the server's word on the number or the code it was
   * sent) on that field instead of the alert, until the field changes.
   */
  setError: (name: FieldName<V>, message: string) => void;
  /** Shows the field's error, if it has one and is not empty (empty fields are flagged on submit). */
  touch: (name: FieldName<V>) => void;
  /** A text field's value, change and blur handlers and error. */
  field: (name: TextFieldName<V>) => TextFieldBinding;
  /** For a form's onSubmit: validates, then sends unless a send is already running. */
  handleSubmit: (event?: FormEvent<HTMLElement>) => void;
}

export const DEFAULT_FAILURE_MESSAGE = 'Something went wrong. Please try again.';

const hasErrors = (errors: object) => Object.values(errors).some(Boolean);

/** Moves focus to the form's first control, in page order, whose field has an error. */
function focusFirstInvalid(form: HTMLElement | undefined, errors: Record<string, string | undefined>): void {
  for (const control of Array.from(form?.querySelectorAll<HTMLElement>('[name]') ?? [])) {
    if (errors[control.getAttribute('name') ?? '']) {
      control.focus();
      return;
    }
  }
}

export function useForm<V extends object>({
  initialValues,
  validate,
  onSubmit,
  onChange,
  failureMessage = DEFAULT_FAILURE_MESSAGE,
}: UseFormOptions<V>): Form<V> {
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FormErrors<V>>({});
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [failure, setFailure] = useState('');
  // State updates land on the next render; a second click in the same tick must still see the first.
  const submitting = useRef(false);

  const clearError = (name: keyof V) =>
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name as FieldName<V>]: _cleared, ...rest } = current;
      return rest as FormErrors<V>;
    });

  const setValue = <K extends keyof V>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    clearError(name);
    onChange?.(name);
  };

  const setError = (name: FieldName<V>, message: string) => setErrors((current) => ({ ...current, [name]: message }));

  const touch = (name: FieldName<V>) => {
    const value: unknown = values[name];
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return;
    const message = validate?.(values)[name];
    if (message) setError(name, message);
    else clearError(name);
  };

  const field = (name: TextFieldName<V>): TextFieldBinding => {
    const value: unknown = values[name];
    return {
      name,
      value: typeof value === 'string' ? value : '',
      onChange: (event) => setValue(name, event.target.value as V[typeof name]),
      onBlur: () => touch(name),
      error: errors[name],
    };
  };

  const send = async (submitted: V) => {
    submitting.current = true;
    setIsSubmitting(true);
    try {
      await onSubmit(submitted);
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : failureMessage);
    } finally {
      submitting.current = false;
      setIsSubmitting(false);
    }
  };

  const handleSubmit = (event?: FormEvent<HTMLElement>) => {
    event?.preventDefault();
    if (submitting.current) return;
    const found = validate?.(values) ?? {};
    setErrors(found);
    setFailure('');
    if (hasErrors(found)) {
      focusFirstInvalid(event?.currentTarget, found);
      return;
    }
    void send(values);
  };

  return { values, errors, isSubmitting, failure, setValue, setError, touch, field, handleSubmit };
}
