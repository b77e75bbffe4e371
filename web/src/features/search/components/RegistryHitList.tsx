// Registries found by name, as links to their public pages.
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router-dom';
import { registryPath } from '../../../ui/registry-path';
import type { RegistryHit } from '../api/find-registries';

export function RegistryHitList({ hits, label }: { hits: RegistryHit[]; label: string }) {
  return (
    <List aria-label={label}>
      {hits.map((r) => (
        <ListItemButton key={r.uid} component={RouterLink} to={registryPath(r)} divider>
          <ListItemText
            primary={r.title}
            secondary={`${r.ownerName} · ${r.itemCount} ${r.itemCount === 1 ? 'item' : 'items'}`}
          />
        </ListItemButton>
      ))}
    </List>
  );
}
