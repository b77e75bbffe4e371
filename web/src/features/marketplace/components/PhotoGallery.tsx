// A listing's photos: one large photo at a time, swiped on a phone (CSS scroll snap, no script), with
// numbered thumbnails that scroll to each. Every photo keeps its box's ratio, so nothing shifts.
import Box from '@mui/material/Box';
import type { Listing } from '@shared/marketplace';
import { ListingPhoto } from './ListingPhoto';

export function PhotoGallery({ listing }: { listing: Pick<Listing, 'id' | 'title' | 'photos'> }) {
  const { photos } = listing;
  const altOf = (i: number) => photos[i]?.alt || `${listing.title}, photo ${i + 1} of ${photos.length}`;
  return (
    <Box>
      <Box
        component="ul"
        aria-label="Photos"
        // Swiped on a phone; reachable by keyboard too (arrow keys scroll it once it has focus).
        tabIndex={0}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'flex',
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          borderRadius: 4,
          bgcolor: 'surface.sand',
          aspectRatio: '1 / 1',
          scrollbarWidth: 'none',
        }}
      >
        {photos.map((photo, i) => (
          <Box
            component="li"
            key={photo.id}
            id={`photo-${i + 1}`}
            sx={{ flex: '0 0 100%', scrollSnapAlign: 'start', aspectRatio: '1 / 1' }}
          >
            <ListingPhoto
              listingId={listing.id}
              photo={photo}
              alt={altOf(i)}
              sizes="(min-width: 900px) 560px, 100vw"
              isPriority={i === 0}
            />
          </Box>
        ))}
      </Box>
      {photos.length > 1 && (
        <Box component="nav" aria-label="Choose a photo" sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
          {photos.map((photo, i) => (
            <Box
              component="a"
              key={photo.id}
              href={`#photo-${i + 1}`}
              aria-label={`Show photo ${i + 1}`}
              sx={{ width: 56, height: 56, borderRadius: 2, overflow: 'hidden', display: 'block' }}
            >
              <ListingPhoto listingId={listing.id} photo={photo} alt="" sizes="56px" />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
