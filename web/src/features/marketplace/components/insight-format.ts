// Demand numbers as the insights show them: a registry count under the privacy threshold is never a number.
import { DEMAND_PRIVACY_THRESHOLD } from '@shared/marketplace';
import { formatCents } from '../../../ui/format';

/** "12 registries want this" or "Fewer than 5 registries want this". */
export function wantedText(count: number | null): string {
  if (count === null || count < DEMAND_PRIVACY_THRESHOLD)
    return `Fewer than ${DEMAND_PRIVACY_THRESHOLD} registries want this`;
  return `${count.toLocaleString('en-US')} registries want this`;
}

export const centsOrDash = (cents: number | null): string => (cents === null ? '–' : formatCents(cents));

export const daysOrDash = (days: number | null): string =>
  days === null ? '–' : `${Math.round(days)} ${Math.round(days) === 1 ? 'day' : 'days'}`;
