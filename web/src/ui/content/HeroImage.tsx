// A content illustration (1200 x 630) in a box of the same shape, so nothing shifts while it loads.
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

interface HeroImageProps {
  src: string;
  alt?: string;
  /** The image of a page's own heading: load it first, not lazily. */
  isPriority?: boolean;
  /** Placement of the frame (margins, width, corners). */
  sx?: SxProps<Theme>;
}

export function HeroImage({ src, alt = '', isPriority = false, sx }: HeroImageProps) {
  return (
    <Box sx={sx}>
      <Box sx={{ aspectRatio: '1200 / 630', bgcolor: 'action.hover', overflow: 'hidden', borderRadius: 'inherit' }}>
        <img
          src={src}
          alt={alt}
          width={1200}
          height={630}
          {...(isPriority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
          style={{ width: '100%', height: '100%', display: 'block', objectFit: 'cover' }}
        />
      </Box>
    </Box>
  );
}
