// Photos for a listing: the ones already stored, and the ones picked here that upload on save. Up to
// 10; a photo the server refused stays listed with its reason.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useEffect, useMemo } from 'react';
import { MARKETPLACE_LIMITS, type ListingPhoto as StoredPhoto } from '@shared/marketplace';
import { ListingPhoto } from '../components/ListingPhoto';

export interface PickedPhoto {
  key: string;
  file: File;
  error: string | null;
}

interface PhotoPickerProps {
  listingId: string | null;
  stored: StoredPhoto[];
  picked: PickedPhoto[];
  onPick: (files: File[]) => void;
  onRemovePicked: (key: string) => void;
  onRemoveStored: (photoId: string) => void;
  isBusy: boolean;
}

function Preview({ file, alt }: { file: File; alt: string }) {
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <img src={url} alt={alt} width={96} height={96} style={{ objectFit: 'cover', borderRadius: 8, display: 'block' }} />
  );
}

export function PhotoPicker({
  listingId,
  stored,
  picked,
  onPick,
  onRemovePicked,
  onRemoveStored,
  isBusy,
}: PhotoPickerProps) {
  const total = stored.length + picked.length;
  const room = MARKETPLACE_LIMITS.photosMax - total;
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="photos-heading">
      <Typography id="photos-heading" variant="h4" component="h2">
        Photos
      </Typography>
      <Typography variant="body2" color="text.secondary">
        1 to {MARKETPLACE_LIMITS.photosMax} photos, up to 10 MB each. We remove the location and camera details before
        anyone sees them.
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {stored.map((photo, i) => (
          <Box component="li" key={photo.id} sx={{ width: 96 }}>
            <Box sx={{ width: 96, height: 96, borderRadius: 2, overflow: 'hidden' }}>
              {listingId && (
                <ListingPhoto listingId={listingId} photo={photo} alt={`Photo ${i + 1} of ${total}`} sizes="96px" />
              )}
            </Box>
            <Button size="small" onClick={() => onRemoveStored(photo.id)} disabled={isBusy}>
              Remove
              <Box component="span" sx={visuallyHidden}>
                {' '}
                photo {i + 1}
              </Box>
            </Button>
          </Box>
        ))}
        {picked.map((p, i) => (
          <Box component="li" key={p.key} sx={{ width: 96 }}>
            <Preview file={p.file} alt={`Photo ${stored.length + i + 1} of ${total}`} />
            {p.error && (
              <Typography variant="body2" color="error" role="alert">
                {p.error}
              </Typography>
            )}
            <Button size="small" onClick={() => onRemovePicked(p.key)} disabled={isBusy}>
              Remove
              <Box component="span" sx={visuallyHidden}>
                {' '}
                photo {stored.length + i + 1}
              </Box>
            </Button>
          </Box>
        ))}
      </Box>
      {room > 0 && (
        <Box>
          <Button component="label" variant="outlined" disabled={isBusy}>
            Add photos
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
              multiple
              hidden
              aria-label="Add photos"
              onChange={(e) => {
                onPick(Array.from(e.target.files ?? []).slice(0, room));
                e.target.value = '';
              }}
            />
          </Button>
        </Box>
      )}
    </Stack>
  );
}
