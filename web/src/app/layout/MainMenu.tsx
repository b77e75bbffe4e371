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
          {entries.map((entry) => (
            <ListItem key={entry.label} disablePadding>
              {entry.external ? (
                <ListItemButton
                  component="a"
                  href={entry.href}
                  onClick={onClose}
                  {...(entry.href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  <ListItemText primary={entry.label} />
                </ListItemButton>
              ) : (
                <ListItemButton component={RouterLink} to={entry.href} onClick={onClose}>
                  <ListItemText primary={entry.label} />
                </ListItemButton>
              )}
            </ListItem>
          ))}
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
