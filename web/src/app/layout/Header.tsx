// The header on every page: menu, logo, search, and the session's buttons.
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSessionStatus, useSessionUser } from '../../features/auth';
import { HeaderSearch } from './HeaderSearch';
import { Logo } from './Logo';
import { MENU_BEFORE_APP_ID, MenuBeforeApp } from './MenuBeforeApp';

// The drawer (and MUI's modal machinery) is not needed for first paint: fetch it when the pointer,
// a finger or keyboard focus reaches the menu button, so it is ready by the click.
const loadMainMenu = () => import('./MainMenu');
const prefetchMenu = () => void loadMainMenu();
const MainMenu = lazy(async () => ({ default: (await loadMainMenu()).MainMenu }));

// "Your marketplace" with its badge: its own chunk, fetched once someone is signed in (the counts
// need Firestore, which a signed-out first load never downloads: decisions 009 and 012).
const HubHeaderButton = lazy(() => import('../../features/marketplace/hub/HubHeaderButton'));

const compactOnPhone = { whiteSpace: 'nowrap', minWidth: 0, px: { xs: 1.5, sm: 2 } } as const;

function SessionButtons() {
  const status = useSessionStatus();
  const user = useSessionUser();
  if (status === 'signedIn' && user) {
    return (
      <>
        <Suspense fallback={<Box aria-hidden sx={{ width: 40, height: 40 }} />}>
          <HubHeaderButton uid={user.uid} />
        </Suspense>
        <Button component={RouterLink} to={`/registry/${user.uid}`} variant="contained" sx={{ whiteSpace: 'nowrap' }}>
          My Registry
        </Button>
      </>
    );
  }
  // Signed out, and while the session is unknown (the server's page, and until the app knows): Log in
  // and Sign up are in the HTML. A browser holding the signed-in hint hides them before first paint
  // (index.html's script marks <html data-session="in">; their space is kept) until the account
  // controls replace them; once the app knows someone is signed out, nothing hides them.
  const className = status === 'unknown' ? 'session-out' : undefined;
  return (
    <>
      {/* Both stay on a 360 px phone (spec: signed-out visitors see Log in and Sign up). */}
      <Button component={RouterLink} to="/signup" color="inherit" sx={compactOnPhone} className={className}>
        Log in
      </Button>
      <Button component={RouterLink} to="/signup" variant="contained" sx={compactOnPhone} className={className}>
        Sign up
      </Button>
    </>
  );
}

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const openMenu = (event: MouseEvent) => {
    // The button also names the server's menu (MenuBeforeApp), which the browser opens by itself before
    // the app runs; now that it runs, the drawer opens instead. (No re-render on hydration to drop the
    // attribute: that would overwrite text typed before the app, which start-on-intent hands over.)
    event.preventDefault();
    setMenuLoaded(true);
    setMenuOpen(true);
  };
  return (
    <AppBar position="sticky" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: { xs: 1, sm: 2 }, flexWrap: 'wrap', py: 1, minHeight: 64 }}>
        <IconButton
          edge="start"
          aria-label="Open menu"
          aria-haspopup="dialog"
          popoverTarget={MENU_BEFORE_APP_ID}
          onClick={openMenu}
          onPointerEnter={prefetchMenu}
          onTouchStart={prefetchMenu}
          onFocus={prefetchMenu}
        >
          <MenuIcon />
        </IconButton>
        <Link component={RouterLink} to="/" aria-label="Recess home" underline="none" sx={{ display: 'inline-flex' }}>
          <Logo />
        </Link>
        <Box
          sx={{
            flex: 1,
            order: { xs: 3, md: 0 },
            flexBasis: { xs: '100%', md: 'auto' },
            maxWidth: { md: 560 },
            mx: { md: 'auto' },
          }}
        >
          <HeaderSearch />
        </Box>
        <Box sx={{ display: 'flex', gap: 1, ml: { xs: 'auto', md: 0 } }}>
          <SessionButtons />
        </Box>
      </Toolbar>
      <MenuBeforeApp />
      {menuLoaded && (
        <Suspense fallback={null}>
          <MainMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </AppBar>
  );
}
