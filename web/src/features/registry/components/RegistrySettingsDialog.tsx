// The owner's registry settings: title, description, name, public or private, web address, surprise date.
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { LIMITS } from '@shared/registry';
import { DialogFormActions, FormFailure } from '../../../ui/form/FormActions';
import { FormTextField } from '../../../ui/form/FormTextField';
import { useForm } from '../../../ui/form/use-form';
import { showToast } from '../../../ui/toast/toast-store';
import type { Registry } from '../api/refs';
import { claimRegistrySlug, saveRegistrySettings, validateSettings, type RegistrySettingsInput } from '../api/settings';

/** What the dialog edits: the settings, with the surprise date as typed ('' for none), and the web address. */
interface SettingsValues extends Omit<RegistrySettingsInput, 'revealPurchasesAt'> {
  revealPurchasesAt: string;
  nameSlug: string;
}

const toSettings = ({ nameSlug: _slug, revealPurchasesAt, ...v }: SettingsValues): RegistrySettingsInput => ({
  ...v,
  revealPurchasesAt: revealPurchasesAt || null,
});

/** Web addresses are lowercase; spaces around one are not part of it. */
const wantedSlug = (v: SettingsValues) => v.nameSlug.trim().toLowerCase();

export function RegistrySettingsDialog({
  uid,
  registry,
  onClose,
}: {
  uid: string;
  registry: Registry;
  onClose: () => void;
}) {
  const form = useForm<SettingsValues>({
    initialValues: () => ({
      title: registry.title,
      description: registry.description,
      ownerName: registry.ownerName,
      isPublic: registry.isPublic,
      revealPurchasesAt: registry.revealPurchasesAt ?? '',
      nameSlug: registry.nameSlug ?? '',
    }),
    validate: (values) => validateSettings(toSettings(values), wantedSlug(values)),
    onSubmit: async (values) => {
      const slug = wantedSlug(values);
      await saveRegistrySettings(uid, toSettings(values));
      if (slug && slug !== registry.nameSlug) await claimRegistrySlug(slug);
      showToast({ severity: 'success', message: 'Your registry settings are saved.' });
      onClose();
    },
    failureMessage: 'We could not save your settings. Please try again.',
  });
  const busy = form.isSubmitting;

  return (
    <Dialog open onClose={() => !busy && onClose()} aria-labelledby="registry-settings-title" fullWidth maxWidth="sm">
      <form noValidate onSubmit={form.handleSubmit}>
        <DialogTitle id="registry-settings-title">Registry settings</DialogTitle>
        <DialogContent>
          <Stack spacing={1} sx={{ pt: 1 }}>
            <FormTextField
              form={form}
              name="title"
              id="registry-title"
              label="Registry title"
              maxLength={LIMITS.registryTitle}
              fullWidth
            />
            <FormTextField
              form={form}
              name="ownerName"
              id="registry-ownerName"
              label="Your names, as friends know you"
              maxLength={LIMITS.ownerName}
              fullWidth
            />
            <FormTextField
              form={form}
              name="description"
              id="registry-description"
              label="A note for friends and family"
              multiline
              minRows={3}
              maxLength={LIMITS.registryDescription}
              fullWidth
            />
            <FormTextField
              form={form}
              name="nameSlug"
              id="registry-slug"
              label="Web address"
              helperText={`${window.location.origin}/registry/${wantedSlug(form.values) || 'your-names'}`}
              maxLength={LIMITS.nameSlugMax}
              fullWidth
            />
            <FormControlLabel
              control={
                <Switch checked={form.values.isPublic} onChange={(e) => form.setValue('isPublic', e.target.checked)} />
              }
              label="Public: anyone with the link can see it and find it by name"
            />
            <FormTextField
              form={form}
              name="revealPurchasesAt"
              id="registry-reveal"
              label="Surprise mode: hide what was bought from me until (optional)"
              type="date"
              helperText="Givers still see what is bought, so nothing arrives twice."
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <FormFailure message={form.failure} />
          </Stack>
        </DialogContent>
        <DialogFormActions busy={busy} onCancel={onClose}>
          Save settings
        </DialogFormActions>
      </form>
    </Dialog>
  );
}
