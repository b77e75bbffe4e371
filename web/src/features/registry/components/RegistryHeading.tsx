// A registry's heading as owners and gift givers see it: title, owner and welcome text, then the
// page's own chips and actions.
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface RegistryHeadingProps {
  registry: { title: string; ownerName: string; description: string };
  children: ReactNode;
}

export function RegistryHeading({ registry, children }: RegistryHeadingProps) {
  return (
    <Stack spacing={1.5} sx={{ mb: 3 }}>
      <Typography variant="h2" component="h1">
        {registry.title}
      </Typography>
      <Typography color="text.secondary">by {registry.ownerName}</Typography>
      <Typography>{registry.description}</Typography>
      {children}
    </Stack>
  );
}
