// One form for every programme application, drawn from its field list: validated in the browser
// with the same rules the function runs, sent once, and never losing what was typed.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  APPLICATION_FIELDS,
  fieldError,
  type ApplicationType,
  type ApplicationValues,
  type FieldOption,
  type FieldSpec,
} from '@shared/applications';
import { newSubmissionId, submitApplication, SUBMIT_FAILED_MESSAGE } from '../api/applications';

interface ApplicationFormProps {
  type: ApplicationType;
  /** Accessible name of the form, e.g. "Pro Seller application". */
  label: string;
  submitLabel: string;
  initialValues?: ApplicationValues;
  /** Options for fields whose choices come from data (the open roles). */
  optionsFor?: Record<string, readonly FieldOption[]>;
  onSubmitted: () => void;
}

const HALF_WIDTH = new Set(['firstName', 'lastName', 'email', 'phone', 'city', 'zip', 'itemCount', 'preferredDate']);

export function ApplicationForm({
  type,
  label,
  submitLabel,
  initialValues,
  optionsFor,
  onSubmitted,
}: ApplicationFormProps) {
  const fields = APPLICATION_FIELDS[type];
  const [values, setValues] = useState<ApplicationValues>(() => ({
    ...Object.fromEntries(fields.map((f) => [f.name, f.kind === 'checkbox' ? false : ''])),
    ...initialValues,
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sendError, setSendError] = useState('');
  const [sending, setSending] = useState(false);
  const submissionId = useRef(newSubmissionId());
  const formRef = useRef<HTMLFormElement>(null);

  const specFor = (f: FieldSpec): FieldSpec =>
    optionsFor?.[f.name] ? { ...f, kind: 'select', options: optionsFor[f.name] } : f;

  const change = (f: FieldSpec) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [f.name]: e.target.value }));
    if (errors[f.name]) setErrors(({ [f.name]: _gone, ...rest }) => rest);
  };

  const blur = (f: FieldSpec) => () => {
    const v = values[f.name];
    if (typeof v === 'string' && v.trim() === '') return; // Empty fields are flagged on submit, not on tab.
    const message = fieldError(specFor(f), v);
    if (message) setErrors((er) => ({ ...er, [f.name]: message }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    // The same fieldError the server runs; here the role list also comes from the open roles.
    const found: Record<string, string> = {};
    for (const f of fields.map(specFor)) {
      const message = fieldError(f, values[f.name]);
      if (message) found[f.name] = message;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setSendError('');
      const first = fields.find((f) => found[f.name]);
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus();
      return;
    }
    setSending(true);
    setSendError('');
    try {
      await submitApplication({ type, submissionId: submissionId.current, values });
      onSubmitted();
    } catch (error) {
      console.error('Sending the application failed', error);
      setSendError(error instanceof Error && error.message ? error.message : SUBMIT_FAILED_MESSAGE);
    } finally {
      setSending(false);
    }
  };

  const errorCount = Object.keys(errors).length;

  return (
    <Box component="form" ref={formRef} noValidate aria-label={label} onSubmit={(e) => void submit(e)}>
      {errorCount > 0 && (
        <Alert severity="error" sx={{ mb: 3 }}>
          {errorCount === 1 ? 'One field needs your attention.' : `${errorCount} fields need your attention.`}{' '}
          Everything you typed is still here.
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {fields.map((raw) => {
          const f = specFor(raw);
          const id = `${type}-${f.name}`;
          const value = values[f.name];
          const common = {
            id,
            name: f.name,
            label: f.label,
            required: f.required,
            fullWidth: true,
            value: typeof value === 'string' ? value : '',
            onChange: change(f),
            onBlur: blur(f),
            error: Boolean(errors[f.name]),
            helperText: errors[f.name] ?? f.helperText ?? ' ',
            autoComplete: f.autoComplete,
            sx: { gridColumn: HALF_WIDTH.has(f.name) ? undefined : '1 / -1' },
          };
          if (f.kind === 'select') {
            return (
              <TextField key={f.name} select {...common}>
                {(f.options ?? []).map((o) => (
                  <MenuItem key={o.value} value={o.value}>
                    {o.label}
                  </MenuItem>
                ))}
              </TextField>
            );
          }
          const inputType = { email: 'email', tel: 'tel', url: 'url', date: 'date', number: 'number' }[
            f.kind as string
          ];
          return (
            <TextField
              key={f.name}
              {...common}
              type={inputType ?? 'text'}
              multiline={f.kind === 'textarea'}
              minRows={f.kind === 'textarea' ? 4 : undefined}
              slotProps={{
                htmlInput: {
                  maxLength: f.maxLength ? f.maxLength + 50 : undefined,
                  min: f.min,
                  max: f.max,
                  inputMode: f.kind === 'number' ? 'numeric' : undefined,
                },
                inputLabel: f.kind === 'date' ? { shrink: true } : undefined,
              }}
            />
          );
        })}
      </Box>
      {sendError && (
        <Alert severity="error" sx={{ mt: 2 }} role="alert">
          {sendError}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3, alignItems: { sm: 'center' } }}>
        <Button type="submit" variant="contained" size="large" disabled={sending}>
          {sending ? 'Sending…' : submitLabel}
        </Button>
        <Typography variant="body2" color="text.secondary">
          We use what you send only to review this application. See our{' '}
          <Link component={RouterLink} to="/privacy-policy" underline="always">
            Privacy Policy
          </Link>
          .
        </Typography>
      </Stack>
    </Box>
  );
}
