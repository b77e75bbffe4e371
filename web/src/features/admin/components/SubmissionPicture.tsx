// A submitted event's picture in the review queue. Before approval only its submitter and admins may
// see it, so it is fetched with the admin's token and shown from a blob, not linked.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo } from 'react';
import { useSubmissionPicture } from '../api/events-moderation';

export function SubmissionPicture({
  submissionId,
  pictureId,
  title,
}: {
  submissionId: string;
  pictureId: string;
  title: string;
}) {
  const picture = useSubmissionPicture(submissionId, pictureId);
  const url = useMemo(() => (picture.data ? URL.createObjectURL(picture.data) : null), [picture.data]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  if (picture.isError)
    return (
      <Typography variant="body2" color="error">
        The picture could not be loaded.
      </Typography>
    );
  if (!url) return null;
  return (
    <Box
      component="img"
      src={url}
      alt={`Picture sent with ${title}`}
      sx={{
        display: 'block',
        width: '100%',
        maxWidth: 320,
        aspectRatio: '1200 / 630',
        objectFit: 'cover',
        borderRadius: 2,
        my: 1,
      }}
    />
  );
}
