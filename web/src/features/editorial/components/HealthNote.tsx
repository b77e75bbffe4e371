// The note on health topics: general information, and when to call a doctor.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

export function HealthNote() {
  return (
    <Alert severity="info" sx={{ my: 3 }}>
      <AlertTitle>General information, not medical advice</AlertTitle>
      This guide is general information for parents. It cannot replace advice from your own doctor, midwife or
      pediatrician, who knows you and your baby. Call them whenever something worries you, and call 911 for trouble
      breathing, a baby who is hard to wake, blue or gray lips, or a seizure.
    </Alert>
  );
}
