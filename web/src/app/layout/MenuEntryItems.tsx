// The menu's entries as list items: the drawer (MainMenu) and the menu before the app (MenuBeforeApp)
// render the same links. Internal ones navigate in the app once it runs; external ones leave it.
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router-dom';
import type { MenuEntry } from './menu-items';

export function MenuEntryItems({ entries, onNavigate }: { entries: MenuEntry[]; onNavigate: () => void }) {
  return entries.map((entry) => (
    <ListItem key={entry.label} disablePadding>
      {entry.external ? (
        <ListItemButton
          component="a"
          href={entry.href}
          onClick={onNavigate}
          {...(entry.href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          <ListItemText primary={entry.label} />
        </ListItemButton>
      ) : (
        <ListItemButton component={RouterLink} to={entry.href} onClick={onNavigate}>
          <ListItemText primary={entry.label} />
        </ListItemButton>
      )}
    </ListItem>
  ));
}
