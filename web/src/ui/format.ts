// Formats shown across areas: money in US dollars.
const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** $1,234.50 from 1234.5 (dollars, not cents). */
export function formatUsd(dollars: number): string {
  return USD.format(dollars);
}

/** $1,234.50 from 123450 (cents, as the marketplace stores prices). */
export const formatCents = (cents: number): string => formatUsd(cents / 100);
