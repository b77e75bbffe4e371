// A phone showing a registry list and a marketplace card: drawn inline, fixed size, no request.
import Box from '@mui/material/Box';

export function HeroIllustration() {
  return (
    <Box sx={{ width: '100%', maxWidth: 420, mx: 'auto', aspectRatio: '420 / 400' }}>
      <svg
        viewBox="0 0 420 400"
        width="100%"
        height="100%"
        role="img"
        aria-label="The Recess app on a phone: a baby registry list beside a used stroller for sale"
      >
        <circle cx="210" cy="210" r="180" fill="#e6d8c3" />
        <rect x="120" y="30" width="180" height="350" rx="28" fill="#1f2623" />
        <rect x="132" y="48" width="156" height="314" rx="18" fill="#fbf8f3" />
        <rect x="148" y="66" width="90" height="12" rx="6" fill="#2f5d50" />
        {[0, 1, 2, 3].map((i) => (
          <g key={i} transform={`translate(148 ${94 + i * 56})`}>
            <rect width="124" height="44" rx="10" fill="#ffffff" stroke="#e3dccf" />
            <rect x="8" y="8" width="28" height="28" rx="6" fill={['#f2b84b', '#b2473a', '#5b8a7c', '#8d7bb8'][i]} />
            <rect x="44" y="12" width="60" height="8" rx="4" fill="#4a5550" />
            <rect x="44" y="26" width="36" height="6" rx="3" fill="#c7c0b3" />
          </g>
        ))}
        <g transform="translate(250 220)">
          <rect width="150" height="120" rx="16" fill="#ffffff" stroke="#e3dccf" />
          <circle cx="45" cy="82" r="12" fill="none" stroke="#1f2623" strokeWidth="5" />
          <circle cx="100" cy="82" r="12" fill="none" stroke="#1f2623" strokeWidth="5" />
          <path d="M30 40h70a20 20 0 0 1-20 26H46a16 16 0 0 1-16-16Z" fill="#2f5d50" />
          <path d="M100 40l14-16h12" fill="none" stroke="#1f2623" strokeWidth="5" strokeLinecap="round" />
          <rect x="16" y="100" width="60" height="10" rx="5" fill="#b2473a" />
        </g>
        <g transform="translate(24 90)">
          <rect width="118" height="56" rx="16" fill="#2f5d50" />
          <path
            d="M22 28l8 8 16-16"
            fill="none"
            stroke="#fff"
            strokeWidth="5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <rect x="56" y="22" width="48" height="12" rx="6" fill="#e3efe9" />
        </g>
      </svg>
    </Box>
  );
}
