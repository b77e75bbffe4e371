// The header's way into "Your marketplace", for a signed-in parent: one tap from every page, with a
// badge counting what waits for them (offers to answer, orders to ship, questions to answer). Unread
// notifications are in its name and, when nothing else waits, a dot: most of them announce one of
// those same things, so they are not added to the number. The header loads it only once sign-in is
// known, so a signed-out first load fetches no Firestore.
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { QueryClientProvider } from '@tanstack/react-query';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { queryClient } from '../../../lib/query/query-client';
import { COUNT_CAP, hubBadge, useHubCounts, useHubCountsFollowing } from './api/hub';

// The header sits outside DataLayout's QueryClientProvider: give the badge's query the same one cache.
export function HubHeaderButton({ uid }: { uid: string }) {
  return (
    <QueryClientProvider client={queryClient}>
      <HubButton uid={uid} />
    </QueryClientProvider>
  );
}

function HubButton({ uid }: { uid: string }) {
  const { data } = useHubCounts(uid);
  useHubCountsFollowing(uid, useLocation().pathname);
  const badge = hubBadge(data);
  return (
    <IconButton component={RouterLink} to="/marketplace/you" aria-label={badge.label} title="Your marketplace">
      <Badge
        badgeContent={badge.count}
        invisible={badge.count === 0 && !badge.dot}
        variant={badge.dot ? 'dot' : 'standard'}
        max={COUNT_CAP}
        color="primary"
        data-testid="hub-badge"
      >
        <StorefrontOutlined />
      </Badge>
    </IconButton>
  );
}

export default HubHeaderButton;
