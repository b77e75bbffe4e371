// The submit form's optional picture: pick one (checked for size and type at once), see it, remove it.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { PICTURE_TYPES, pictureProblem } from '../api/submit-event';

export function EventPictureField({
  picture,
  onChange,
  disabled,
}: {
  picture: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
}) {
  const [problem, setProblem] = useState('');
  const preview = useMemo(() => (picture ? URL.createObjectURL(picture) : null), [picture]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  return (
    <Stack spacing={1} component="section" aria-labelledby="event-picture-heading">
      <Typography id="event-picture-heading" variant="subtitle1" component="h2">
        Picture (optional)
      </Typography>
      <Typography variant="body2" color="text.secondary" id="event-picture-help">
        A photo of the place or the event&apos;s flyer, up to 10 MB. We remove the location and camera details before
        anyone sees it.
      </Typography>
      {picture && preview && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Box
            component="img"
            src={preview}
            alt="The picture you chose"
            sx={{ width: 160, aspectRatio: '1200 / 630', objectFit: 'cover', borderRadius: 2 }}
          />
          <Button onClick={() => onChange(null)} disabled={disabled}>
            Remove picture
          </Button>
        </Stack>
      )}
      <Box>
        <Button component="label" variant="outlined" disabled={disabled}>
          {picture ? 'Choose another picture' : 'Add a picture'}
          <input
            type="file"
            accept={PICTURE_TYPES}
            hidden
            aria-label="Event picture"
            aria-describedby="event-picture-help"
            onChange={(e) => {
              const file = e.target.files?.[0] ?? null;
              e.target.value = '';
              if (!file) return;
              const found = pictureProblem(file);
              setProblem(found ?? '');
              if (!found) onChange(file);
            }}
          />
        </Button>
      </Box>
      {problem && (
        <Typography variant="body2" color="error" role="alert">
          {problem}
        </Typography>
      )}
    </Stack>
  );
}
