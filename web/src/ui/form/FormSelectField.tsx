// A SelectField bound to one field of a useForm form: its value, change and blur, and its error in
// place of the helper text (the select twin of FormTextField).
import type { ReactNode } from 'react';
import { SelectField, type SelectFieldProps } from './SelectField';
import type { Form, TextFieldName } from './use-form';

export type FormSelectFieldProps<V extends object> = Omit<
  SelectFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText'
> & {
  form: Form<V>;
  name: TextFieldName<V>;
  /** Shown while the field has no error; a space by default, so an error does not move the page. */
  helperText?: ReactNode;
};

export function FormSelectField<V extends object>({ form, name, helperText = ' ', ...props }: FormSelectFieldProps<V>) {
  const { error, ...binding } = form.field(name);
  return <SelectField {...props} {...binding} error={Boolean(error)} helperText={error ?? helperText} />;
}
