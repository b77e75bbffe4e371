// "Download on the App Store" and "Get it on Google Play" buttons, drawn inline.
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { APP_STORE_URLS } from '../config/site';

function Badge({ href, top, bottom, icon }: { href: string; top: string; bottom: string; icon: React.ReactNode }) {
  return (
    <Box
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1.25,
        px: 2,
        height: 52,
        minWidth: 172,
        borderRadius: 2,
        bgcolor: '#111',
        color: '#fff',
        textDecoration: 'none',
        '&:hover, &:focus-visible': { bgcolor: '#2b2b2b' },
      }}
    >
      {icon}
      <Box component="span" sx={{ display: 'flex', flexDirection: 'column', lineHeight: 1.1 }}>
        <Box component="span" sx={{ fontSize: '0.7rem' }}>
          {top}
        </Box>{' '}
        <Box component="span" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
          {bottom}
        </Box>
      </Box>
    </Box>
  );
}

const appleIcon = (
  <svg width="22" height="26" viewBox="0 0 22 26" aria-hidden="true" focusable="false">
    <path
      fill="currentColor"
      d="M18.2 13.8c0-3 2.5-4.5 2.6-4.6-1.4-2.1-3.6-2.4-4.4-2.4-1.9-.2-3.6 1.1-4.6 1.1-.9 0-2.4-1.1-4-1-2 0-3.9 1.2-5 3-2.1 3.7-.5 9.2 1.5 12.2 1 1.5 2.2 3.1 3.8 3 1.5-.1 2.1-1 4-1 1.8 0 2.3 1 3.9 1 1.6 0 2.7-1.5 3.7-3 1.2-1.7 1.6-3.3 1.7-3.4-.1 0-3.2-1.2-3.2-4.9ZM15.2 4.8c.8-1 1.4-2.4 1.2-3.8-1.2.1-2.7.8-3.5 1.8-.8.9-1.5 2.3-1.3 3.7 1.3.1 2.7-.7 3.6-1.7Z"
    />
  </svg>
);

const playIcon = (
  <svg width="22" height="24" viewBox="0 0 22 24" aria-hidden="true" focusable="false">
    <path fill="#34a853" d="M1 1.2 12.3 12 1 22.8c-.4-.3-.6-.8-.6-1.4V2.6c0-.6.2-1.1.6-1.4Z" />
    <path fill="#fbbc04" d="m16 15.7-3.7-3.7L16 8.3l4.4 2.5c1.2.7 1.2 1.8 0 2.5L16 15.7Z" />
    <path fill="#ea4335" d="M16 15.7 12.3 12 1 22.8c.4.4 1.1.4 1.9 0L16 15.7Z" />
    <path fill="#4285f4" d="M16 8.3 2.9.9C2.1.5 1.4.6 1 1.2L12.3 12 16 8.3Z" />
  </svg>
);

export function StoreBadges() {
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Badge href={APP_STORE_URLS.apple} top="Download on the" bottom="App Store" icon={appleIcon} />
      <Badge href={APP_STORE_URLS.google} top="Get it on" bottom="Google Play" icon={playIcon} />
    </Stack>
  );
}
