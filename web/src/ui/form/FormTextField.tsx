// A MUI TextField wired to one text field of a useForm form: its value, change and blur, and its
// error in place of the helper text. `maxLength` is the field's limit (from the shared LIMITS):
// the input takes a little more, so a pasted text that is too long shows the limit's message
// instead of being cut off without a word.
import TextField, { type StandardTextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import type { Form, TextFieldName } from './use-form';

/** How many characters past its limit a field still takes, so the error can say what the limit is. */
export const TYPING_ROOM = 50;

export interface FormTextFieldProps<V extends object> extends Omit<
  StandardTextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText' | 'variant'
> {
  form: Form<V>;
  name: TextFieldName<V>;
  /** The longest value the schema accepts. */
  maxLength?: number;
  /** Shown while the field has no error; a space by default, so an error does not move the page. */
  helperText?: ReactNode;
  /** What is kept of each change (a code's digits only, say); the change as typed by default. */
  normalize?: (typed: string) => string;
}

export function FormTextField<V extends object>({
  form,
  name,
  maxLength,
  helperText = ' ',
  normalize,
  slotProps,
  ...props
}: FormTextFieldProps<V>) {
  const { error, onChange, ...binding } = form.field(name);
  const htmlInput = slotProps?.htmlInput;
  const room = maxLength === undefined ? {} : { maxLength: maxLength + TYPING_ROOM };
  return (
    <TextField
      {...props}
      {...binding}
      onChange={normalize ? (event) => onChange({ target: { value: normalize(event.target.value) } }) : onChange}
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{
        ...slotProps,
        // A function of the owner state is the caller's to complete.
        htmlInput: typeof htmlInput === 'function' ? htmlInput : { ...room, ...htmlInput },
      }}
    />
  );
}
