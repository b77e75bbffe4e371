// The menu as the server renders it: a native popover with the menu's links, opened by the header's
// menu button before the app has started (issue 24: a phone's first tap must answer within a frame,
// not wait seconds for the app to download and hydrate). Once the app runs, the button opens the
// drawer (MainMenu) instead; this stays in the page, closed, so a menu opened before hydration is not
// torn away, and its links then navigate in the app and close it.
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { menuEntries } from './menu-items';
import { MenuEntryItems } from './MenuEntryItems';

export const MENU_BEFORE_APP_ID = 'menu-before-app';

const hide = () => document.getElementById(MENU_BEFORE_APP_ID)?.hidePopover?.();

export function MenuBeforeApp() {
  // No user agent on the server: the generic app link, the same in the hydrating render.
  const entries = menuEntries('');
  return (
    <Box
      id={MENU_BEFORE_APP_ID}
      popover="auto"
      sx={{
        position: 'fixed',
        inset: '0 auto 0 0',
        m: 0,
        p: 0,
        border: 0,
        width: 300,
        maxWidth: '85vw',
        height: '100dvh',
        maxHeight: '100dvh',
        overflowY: 'auto',
        bgcolor: 'background.paper',
        color: 'text.primary',
        boxShadow: 16,
        '&::backdrop': { bgcolor: 'rgba(0, 0, 0, 0.5)' },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', pl: 2, pr: 1, pt: 1 }}>
        <Typography component="p" variant="subtitle1" sx={{ fontWeight: 700 }}>
          Menu
        </Typography>
        <IconButton aria-label="Close menu" popoverTarget={MENU_BEFORE_APP_ID} popoverTargetAction="hide">
          <CloseIcon />
        </IconButton>
      </Box>
      <nav aria-label="Main menu">
        <List>
          <MenuEntryItems entries={entries} onNavigate={hide} />
        </List>
      </nav>
    </Box>
  );
}
