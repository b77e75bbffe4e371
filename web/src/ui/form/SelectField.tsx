// The one select field of the app: a MUI TextField in select mode whose label always sits above the
// box. A select always shows a value (an empty-value option has text too: "Any age"), so a label
// left inside the box would be drawn over it, on the server's HTML and after hydration alike.
// Native by default, so it works in a plain GET form before the app has loaded; pass
// `native={false}` for MUI's menu (its options are MenuItems, and an empty value shows empty).
import TextField, { type TextFieldProps } from '@mui/material/TextField';

export type SelectFieldProps = Omit<TextFieldProps, 'select' | 'variant'> & {
  /** A native <select> (options are <option>s); false for MUI's menu. */
  native?: boolean;
};

/** The label's shrink for a select: always above, since the box always holds a displayed value. */
export const SELECT_LABEL_SHRINK = true;

export function SelectField({ native = true, slotProps, children, ...props }: SelectFieldProps) {
  const selectSlot = slotProps?.select;
  const labelSlot = slotProps?.inputLabel;
  return (
    <TextField
      {...props}
      select
      slotProps={{
        ...slotProps,
        // Function slot props (of the owner state) are the caller's to complete.
        select:
          typeof selectSlot === 'function' ? selectSlot : { ...selectSlot, native, displayEmpty: !native || undefined },
        inputLabel: typeof labelSlot === 'function' ? labelSlot : { ...labelSlot, shrink: SELECT_LABEL_SHRINK },
      }}
    >
      {children}
    </TextField>
  );
}
