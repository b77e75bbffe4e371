// The admin funnel report from GET /api/admin/analytics/funnel (admins only; others get 403).
import { apiFetch, pathSegment } from '../../lib/api/client';

export interface FunnelReport {
  from: string;
  to: string;
  steps: { step: number; count: number; conversion: number | null }[];
  byUserType: Record<string, number[]>;
  byAuthMethod: Record<string, number[]>;
  topPages: { path: string; views: number }[];
  events: number;
  isTruncated: boolean;
}

export function fetchFunnelReport(from: string, to: string): Promise<FunnelReport> {
  const query = `from=${pathSegment(from)}&to=${pathSegment(to)}`;
  return apiFetch<FunnelReport>(`/api/admin/analytics/funnel?${query}`, {
    errorMessage: 'The report could not be loaded.',
  });
}

/** YYYY-MM-DD of a date, in UTC (analytics days are UTC days). */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
