// "3 available used from $85.00": a catalog product's active listings, linking to them.
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { marketplaceSearchPath } from '@shared/marketplace-browse';
import { formatCents } from '../format';

export function usedAvailabilityText(count: number, minPriceCents: number): string {
  return `${count} available used from ${formatCents(minPriceCents)}`;
}

interface UsedAvailabilityProps {
  title: string;
  used: { count: number; minPriceCents: number } | null | undefined;
}

export function UsedAvailability({ title, used }: UsedAvailabilityProps) {
  if (!used || used.count < 1) return null;
  return (
    <Link component={RouterLink} to={marketplaceSearchPath(title)} variant="body2">
      {usedAvailabilityText(used.count, used.minPriceCents)}
    </Link>
  );
}
