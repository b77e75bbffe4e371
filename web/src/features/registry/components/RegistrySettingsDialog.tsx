// The owner's registry settings: title, description, name, public or private, web address, surprise date.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { showToast } from '../../../ui/toast/toast-store';
import { NAME_SLUG_PATTERN } from '@shared/registry';
import type { Registry } from '../api/refs';
import {
  claimRegistrySlug,
  saveRegistrySettings,
  validateSettings,
  type RegistrySettingsInput,
  type SettingsErrors,
} from '../api/settings';

export function RegistrySettingsDialog({
  uid,
  registry,
  onClose,
}: {
  uid: string;
  registry: Registry;
  onClose: () => void;
}) {
  const [values, setValues] = useState<RegistrySettingsInput>({
    title: registry.title,
    description: registry.description,
    ownerName: registry.ownerName,
    isPublic: registry.isPublic,
    revealPurchasesAt: registry.revealPurchasesAt ?? null,
  });
  const [slug, setSlug] = useState(registry.nameSlug ?? '');
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  const text = (name: 'title' | 'description' | 'ownerName', label: string, multiline = false) => (
    <TextField
      id={`registry-${name}`}
      label={label}
      value={values[name]}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? ' '}
      fullWidth
    />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateSettings(values);
    const wantedSlug = slug.trim().toLowerCase();
    if (wantedSlug && !NAME_SLUG_PATTERN.test(wantedSlug))
      found.nameSlug = 'Use 3 to 60 lowercase letters, numbers and dashes.';
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    setFailure('');
    try {
      await saveRegistrySettings(uid, values);
      if (wantedSlug && wantedSlug !== registry.nameSlug) await claimRegistrySlug(wantedSlug);
      showToast({ severity: 'success', message: 'Your registry settings are saved.' });
      onClose();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'We could not save your settings. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={() => !busy && onClose()} aria-labelledby="registry-settings-title" fullWidth maxWidth="sm">
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id="registry-settings-title">Registry settings</DialogTitle>
        <DialogContent>
          <Stack spacing={1} sx={{ pt: 1 }}>
            {text('title', 'Registry title')}
            {text('ownerName', 'Your names, as friends know you')}
            {text('description', 'A note for friends and family', true)}
            <TextField
              id="registry-slug"
              label="Web address"
              value={slug}
              onChange={(e) => setSlug(e.target.value)}
              error={Boolean(errors.nameSlug)}
              helperText={
                errors.nameSlug ?? `${window.location.origin}/registry/${slug.trim().toLowerCase() || 'your-names'}`
              }
              fullWidth
            />
            <FormControlLabel
              control={
                <Switch
                  checked={values.isPublic}
                  onChange={(e) => setValues((v) => ({ ...v, isPublic: e.target.checked }))}
                />
              }
              label="Public: anyone with the link can see it and find it by name"
            />
            <TextField
              id="registry-reveal"
              label="Surprise mode: hide what was bought from me until (optional)"
              type="date"
              value={values.revealPurchasesAt ?? ''}
              onChange={(e) => setValues((v) => ({ ...v, revealPurchasesAt: e.target.value || null }))}
              error={Boolean(errors.revealPurchasesAt)}
              helperText={errors.revealPurchasesAt ?? 'Givers still see what is bought, so nothing arrives twice.'}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            {failure && <Alert severity="error">{failure}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Saving…' : 'Save settings'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
