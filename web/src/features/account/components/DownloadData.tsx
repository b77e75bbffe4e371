// Download all my data: the server prepares the file in the background (a page at a time), this shows
// how far it has got, and the file downloads when it is ready (with a button to download it again).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { EXPORT_KEEP_DAYS, type StartAccountJobResponse } from '@shared/account-jobs';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api/client';
import { FormFailure } from '../../../ui/form/FormActions';
import { downloadExport, useAccountJob, useStartAccountJob, type AccountJobView } from '../api/account-jobs';
import { JobProgress } from './JobProgress';

export const EXPORT_FAILED_MESSAGE = 'We could not prepare your data just now. Please try again.';
export const DOWNLOAD_FAILED_MESSAGE = 'We could not download your file just now. Please try again.';

const readyUntil = (job: AccountJobView) =>
  job.expiresAt
    ? new Date(job.expiresAt).toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' })
    : null;

export function DownloadData() {
  const [started, setStarted] = useState<StartAccountJobResponse | null>(null);
  const [downloadError, setDownloadError] = useState('');
  const [isDownloading, setIsDownloading] = useState(false);
  const start = useStartAccountJob();
  const { data: job } = useAccountJob(started);
  const downloadedFor = useRef<string | null>(null);

  const download = async (done: AccountJobView) => {
    setIsDownloading(true);
    setDownloadError('');
    try {
      await downloadExport(done);
    } catch (e) {
      console.error('Data download failed', e);
      setDownloadError(DOWNLOAD_FAILED_MESSAGE);
    } finally {
      setIsDownloading(false);
    }
  };

  // The file asked for on this page downloads once, as soon as it is ready.
  useEffect(() => {
    if (job?.status !== 'done' || downloadedFor.current === job.id) return;
    downloadedFor.current = job.id;
    void download(job);
  }, [job]);

  const begin = () => {
    setDownloadError('');
    setStarted(null);
    start.mutate('export', { onSuccess: setStarted });
  };

  const isRunning = start.isPending || job?.status === 'queued' || job?.status === 'running';
  const startError =
    start.error instanceof ApiError && (start.error.status === 409 || start.error.status === 429)
      ? start.error.message
      : start.error
        ? EXPORT_FAILED_MESSAGE
        : '';

  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        A copy of everything we keep for you (profile, registry, gifts you marked as bought for others, applications,
        marketplace and events), as a JSON file. For a long history this can take a few minutes; you can stay on this
        page while we prepare it.
      </Typography>
      {job?.status === 'done' ? (
        <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
          <Typography role="status">
            Your data is ready.
            {readyUntil(job) ? ` You can download it until ${readyUntil(job)}.` : ''}
          </Typography>
          <Button variant="contained" onClick={() => void download(job)} disabled={isDownloading}>
            {isDownloading ? 'Downloading…' : 'Download your file'}
          </Button>
        </Box>
      ) : isRunning ? (
        <JobProgress label="Preparing your data" job={job} />
      ) : (
        <Button variant="outlined" onClick={begin}>
          Download my data
        </Button>
      )}
      <FormFailure message={job?.status === 'failed' ? EXPORT_FAILED_MESSAGE : startError} sx={{ mt: 2 }} />
      <FormFailure message={downloadError} sx={{ mt: 2 }} />
      {job?.status === 'done' && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          We delete the file {EXPORT_KEEP_DAYS} days after we made it. You can ask for a new copy at any time.
        </Typography>
      )}
    </>
  );
}
