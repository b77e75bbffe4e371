// The admin funnel report from GET /api/admin/analytics/funnel?from&to (admins only; others get 403).
// Its own queryFn: the default query function builds paths, not query strings.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/client';
import { adminKeys } from './query-keys';

export interface FunnelReport {
  from: string;
  to: string;
  steps: { step: number; count: number; conversion: number | null }[];
  byUserType: Record<string, number[]>;
  byAuthMethod: Record<string, number[]>;
  topPages: { path: string; views: number }[];
  events: number;
  /** Days of the range not counted yet: the nightly rollup has not run for them (today, until then). */
  pendingDays: string[];
}

export const FUNNEL_REPORT_FAILED = 'The report could not be loaded.';

export function getFunnelReport(from: string, to: string, signal?: AbortSignal): Promise<FunnelReport> {
  const query = new URLSearchParams({ from, to });
  return apiFetch<FunnelReport>(`/api/admin/analytics/funnel?${query.toString()}`, {
    errorMessage: FUNNEL_REPORT_FAILED,
    signal,
  });
}

export const funnelReportQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: adminKeys.funnel(from, to),
    queryFn: ({ signal }) => getFunnelReport(from, to, signal),
  });

export function useFunnelReport(from: string, to: string) {
  return useQuery(funnelReportQueryOptions(from, to));
}

/** YYYY-MM-DD of a date, in UTC (analytics days are UTC days). */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
