// Download all my data as a JSON file.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { exportMyData } from '../../../lib/api/account';

export function DownloadData({ uid }: { uid: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const download = async () => {
    setBusy(true);
    setError('');
    try {
      const data = await exportMyData();
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = `recess-data-${uid}.json`;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (e) {
      console.error('Data export failed', e);
      setError('We could not prepare your data just now. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        A copy of everything we keep for you (profile, registry, gifts you marked as bought for others, applications),
        as a JSON file.
      </Typography>
      <Button variant="outlined" onClick={() => void download()} disabled={busy}>
        {busy ? 'Preparing…' : 'Download my data'}
      </Button>
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
    </>
  );
}
