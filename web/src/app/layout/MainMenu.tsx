// The menu drawer: every entry of the spec, plus Settings and Log Out when signed in.
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router-dom';
import { useLogOut, useSessionStatus } from '../../features/auth';
import { menuEntries } from './menu-items';
import { MenuEntryItems } from './MenuEntryItems';

interface MainMenuProps {
  open: boolean;
  onClose: () => void;
}

export function MainMenu({ open, onClose }: MainMenuProps) {
  const status = useSessionStatus();
  const logOut = useLogOut();
  const entries = menuEntries(navigator.userAgent);

  return (
    <Drawer anchor="left" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 300, maxWidth: '85vw' } } }}>
      <nav aria-label="Main menu">
        <List>
          <MenuEntryItems entries={entries} onNavigate={onClose} />
          {status === 'signedIn' && (
            <>
              <Divider component="li" sx={{ my: 1 }} />
              <ListItem disablePadding>
                <ListItemButton component={RouterLink} to="/settings" onClick={onClose}>
                  <ListItemText primary="Settings" />
                </ListItemButton>
              </ListItem>
              <ListItem disablePadding>
                <ListItemButton
                  onClick={() => {
                    onClose();
                    void logOut();
                  }}
                >
                  <ListItemText primary="Log Out" />
                </ListItemButton>
              </ListItem>
            </>
          )}
        </List>
      </nav>
    </Drawer>
  );
}
