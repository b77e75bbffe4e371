// The "Add to Recess" bookmarklet, to drag to the bookmarks bar.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { bookmarkletSource } from '../bookmarklet';

export function BookmarkletLink() {
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    // React refuses javascript: URLs in href, rightly for user data; this one is our own script.
    ref.current?.setAttribute('href', bookmarkletSource(window.location.origin));
  }, []);
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        On a computer? Drag this button to your bookmarks bar, then click it on any product page to add that product
        here.
      </Typography>
      <Box
        component="a"
        ref={ref}
        onClick={(e: React.MouseEvent) => e.preventDefault()}
        sx={{
          display: 'inline-block',
          px: 2,
          py: 1,
          borderRadius: 999,
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
          fontWeight: 700,
          textDecoration: 'none',
          cursor: 'grab',
        }}
      >
        Add to Recess
      </Box>
    </Box>
  );
}
