// The Recess wordmark with its small swing mark, as inline SVG (no image request).
import Box from '@mui/material/Box';

export function Logo() {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'primary.main' }}>
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="15" fill="currentColor" />
        <path d="M9 7v11M23 7v11" stroke="#fbf8f3" strokeWidth="2" strokeLinecap="round" />
        <path d="M7 19h18a0 0 0 0 1 0 0 4 4 0 0 1-4 4H11a4 4 0 0 1-4-4Z" fill="#f2b84b" />
      </svg>
      <Box
        component="span"
        sx={{ fontWeight: 800, fontSize: '1.35rem', letterSpacing: '-0.02em', color: 'text.primary' }}
      >
        recess
      </Box>
    </Box>
  );
}
