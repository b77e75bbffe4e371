// The registry's share link with a copy button.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { registryPath } from '../../../ui/registry-path';
import { showToast } from '../../../ui/toast/toast-store';
import type { Registry } from '../api/refs';

export function shareUrl(registry: Pick<Registry, 'uid' | 'nameSlug'>): string {
  return `${window.location.origin}${registryPath(registry)}`;
}

export function ShareRegistry({ registry }: { registry: Registry }) {
  const url = shareUrl(registry);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      showToast({ severity: 'success', message: 'Link copied. Paste it into a text or email to share your registry.' });
    } catch {
      showToast({ severity: 'info', message: `Copy this link to share your registry: ${url}` });
    }
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      <TextField
        id="registry-share-link"
        label="Share link"
        value={url}
        fullWidth
        size="small"
        slotProps={{ htmlInput: { readOnly: true } }}
      />
      <Button variant="outlined" onClick={() => void copy()} sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
        Copy link
      </Button>
    </Stack>
  );
}
