// One form for every programme application, drawn from its field list: validated in the browser
// with the same rules the function runs, sent once, and never losing what was typed.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  APPLICATION_FIELDS,
  fieldError,
  type ApplicationType,
  type ApplicationValues,
  type FieldOption,
  type FieldSpec,
} from '@shared/applications';
import { FormFailure, SubmitButton } from '../../../ui/form/FormActions';
import { FormSelectField } from '../../../ui/form/FormSelectField';
import { FormTextField } from '../../../ui/form/FormTextField';
import { useForm, type FormErrors } from '../../../ui/form/use-form';
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
  const submissionId = useRef(newSubmissionId());

  // The role list may come from the open roles instead of the field list.
  const specFor = (f: FieldSpec): FieldSpec =>
    optionsFor?.[f.name] ? { ...f, kind: 'select', options: optionsFor[f.name] } : f;

  const form = useForm<ApplicationValues>({
    initialValues: () => ({
      ...Object.fromEntries(fields.map((f) => [f.name, f.kind === 'checkbox' ? false : ''])),
      ...initialValues,
    }),
    // The same fieldError the server runs.
    validate: (values) => {
      const found: FormErrors<ApplicationValues> = {};
      for (const f of fields.map(specFor)) {
        const message = fieldError(f, values[f.name]);
        if (message) found[f.name] = message;
      }
      return found;
    },
    onSubmit: async (values) => {
      try {
        await submitApplication({ type, submissionId: submissionId.current, values });
      } catch (error) {
        console.error('Sending the application failed', error);
        throw error;
      }
      onSubmitted();
    },
    failureMessage: SUBMIT_FAILED_MESSAGE,
  });

  const errorCount = Object.values(form.errors).filter(Boolean).length;

  return (
    <Box component="form" noValidate aria-label={label} onSubmit={form.handleSubmit}>
      {errorCount > 0 && (
        <Alert severity="error" sx={{ mb: 3 }}>
          {errorCount === 1 ? 'One field needs your attention.' : `${errorCount} fields need your attention.`}{' '}
          Everything you typed is still here.
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {fields.map((raw) => {
          const f = specFor(raw);
          const common = {
            form,
            name: f.name,
            id: `${type}-${f.name}`,
            label: f.label,
            required: f.required,
            fullWidth: true,
            helperText: f.helperText,
            autoComplete: f.autoComplete,
            sx: { gridColumn: HALF_WIDTH.has(f.name) ? undefined : '1 / -1' },
          };
          if (f.kind === 'select') {
            return (
              <FormSelectField key={f.name} native={false} {...common}>
                {(f.options ?? []).map((o) => (
                  <MenuItem key={o.value} value={o.value}>
                    {o.label}
                  </MenuItem>
                ))}
              </FormSelectField>
            );
          }
          const inputType = { email: 'email', tel: 'tel', url: 'url', date: 'date', number: 'number' }[
            f.kind as string
          ];
          return (
            <FormTextField
              key={f.name}
              {...common}
              type={inputType ?? 'text'}
              multiline={f.kind === 'textarea'}
              minRows={f.kind === 'textarea' ? 4 : undefined}
              maxLength={f.maxLength}
              slotProps={{
                htmlInput: { min: f.min, max: f.max, inputMode: f.kind === 'number' ? 'numeric' : undefined },
                inputLabel: f.kind === 'date' ? { shrink: true } : undefined,
              }}
            />
          );
        })}
      </Box>
      <FormFailure message={form.failure} sx={{ mt: 2 }} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3, alignItems: { sm: 'center' } }}>
        <SubmitButton busy={form.isSubmitting} busyLabel="Sending…" size="large">
          {submitLabel}
        </SubmitButton>
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
