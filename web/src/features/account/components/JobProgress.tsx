// How far a background job has got: "Preparing your data… 3 of 7 parts" over a progress bar.
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { AccountJobView } from '../api/account-jobs';

export function jobProgressText(label: string, job: Pick<AccountJobView, 'partsDone' | 'partsTotal'> | undefined) {
  return job && job.partsTotal > 0 ? `${label}… ${job.partsDone} of ${job.partsTotal} parts` : `${label}…`;
}

export function JobProgress({ label, job }: { label: string; job: AccountJobView | undefined }) {
  const text = jobProgressText(label, job);
  const value = job && job.partsTotal > 0 ? Math.round((job.partsDone / job.partsTotal) * 100) : undefined;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography role="status">{text}</Typography>
      <LinearProgress
        aria-label={label}
        variant={value === undefined ? 'indeterminate' : 'determinate'}
        value={value}
      />
    </Box>
  );
}
