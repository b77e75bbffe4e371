// Where a received gift stands on the baby's timeline ("Not needed yet" … "Outgrown"), with
// "List it now" once it is outgrown or nearly so; and the prompt to add the baby's date.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { visuallyHidden } from '@mui/utils';
import { Link as RouterLink } from 'react-router-dom';
import type { OutgrowStatus } from '@shared/outgrow';

/** The sell flow's start from a registry item ("Sell this" and "List it now" alike). */
export function sellFromProductPath(productId: string): string {
  return `/marketplace/sell?fromProduct=${encodeURIComponent(productId)}`;
}

/** What the owner reads for a status; null says nothing (no range, or one we cannot read). */
export function outgrowLabel(status: OutgrowStatus): string | null {
  switch (status.kind) {
    case 'notYet':
      return 'Not needed yet';
    case 'inUse':
      return 'In use now';
    case 'soon':
      return `Outgrown in about ${status.weeksLeft} ${status.weeksLeft === 1 ? 'week' : 'weeks'}`;
    case 'outgrown':
      return 'Outgrown';
    case 'unknown':
      return null;
  }
}

/** Outgrown, or outgrown within the soon window: the moment to sell. */
export function isTimeToSell(status: OutgrowStatus | undefined): boolean {
  return status?.kind === 'soon' || status?.kind === 'outgrown';
}

const CHIP_COLOR = { notYet: 'default', inUse: 'info', soon: 'warning', outgrown: 'default' } as const;

export function OutgrowNote({ status, productId, title }: { status: OutgrowStatus; productId: string; title: string }) {
  const label = outgrowLabel(status);
  if (!label || status.kind === 'unknown') return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Chip
        size="small"
        variant={status.kind === 'outgrown' ? 'outlined' : 'filled'}
        color={CHIP_COLOR[status.kind]}
        label={label}
      />
      {isTimeToSell(status) && (
        <Button component={RouterLink} to={sellFromProductPath(productId)} size="small" variant="contained">
          List it now
          <Box component="span" sx={visuallyHidden}>
            {' '}
            ({title})
          </Box>
        </Button>
      )}
    </Stack>
  );
}

/** No baby date on the profile: the timeline cannot say anything until there is one. */
export function BabyDatePrompt() {
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      Add your due date or your baby&apos;s birthday to see when each gift will be outgrown and what comes next.{' '}
      <Link component={RouterLink} to="/settings">
        Add it in Settings
      </Link>
    </Alert>
  );
}
