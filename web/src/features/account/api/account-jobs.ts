// The data export and the account deletion, run as background jobs by the server: starting one,
// following it (asked again every 1.5 s while it runs) and downloading a finished export.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  DELETION_KEY_HEADER,
  isJobActive,
  type AccountJobKind,
  type AccountJobView,
  type ExportLinkResponse,
  type StartAccountJobResponse,
} from '@shared/account-jobs';
import { apiFetch, pathSegment } from '../../../lib/api/client';

export type { AccountJobView };

const JOBS_PATH = '/api/account/jobs';
export const JOB_POLL_MS = 1500;

export function startAccountJob(kind: AccountJobKind): Promise<StartAccountJobResponse> {
  return apiFetch(JOBS_PATH, { method: 'POST', body: { kind } });
}

/**
 * One job. A deletion is read with its status key and no ID token: when it finishes, the account,
 * and with it the token, is gone.
 */
export function getAccountJob(jobId: string, statusKey: string | null): Promise<AccountJobView> {
  const path = `${JOBS_PATH}/${pathSegment(jobId)}`;
  return statusKey ? apiFetch(path, { auth: false, headers: { [DELETION_KEY_HEADER]: statusKey } }) : apiFetch(path);
}

export const accountJobQueryOptions = (jobId: string, statusKey: string | null) =>
  queryOptions({
    queryKey: [JOBS_PATH, jobId],
    queryFn: () => getAccountJob(jobId, statusKey),
    refetchInterval: (query) => (query.state.data && !isJobActive(query.state.data) ? false : JOB_POLL_MS),
    // A failed poll (a moment offline) is asked again at the next interval, not shown as the end.
    retry: 3,
  });

/** The job started in this page, followed until it is done or failed; nothing before one starts. */
export function useAccountJob(started: StartAccountJobResponse | null) {
  return useQuery({
    ...accountJobQueryOptions(started?.job.id ?? '', started?.statusKey ?? null),
    enabled: started !== null,
    initialData: started?.job,
  });
}

export function useStartAccountJob() {
  return useMutation({ mutationFn: startAccountJob });
}

/** Saves the finished export: from its signed link in production, else from the api as a file. */
export async function downloadExport(job: Pick<AccountJobView, 'id' | 'fileName'>): Promise<void> {
  const path = `${JOBS_PATH}/${pathSegment(job.id)}`;
  const { url } = await apiFetch<ExportLinkResponse>(`${path}/link`);
  const a = document.createElement('a');
  let objectUrl: string | null = null;
  if (url) {
    a.href = url;
  } else {
    objectUrl = URL.createObjectURL(await apiFetch<Blob>(`${path}/download`, { as: 'blob' }));
    a.href = objectUrl;
    a.download = job.fileName ?? 'recess-data.json';
  }
  document.body.append(a);
  a.click();
  a.remove();
  if (objectUrl) {
    const revoke = objectUrl;
    setTimeout(() => URL.revokeObjectURL(revoke), 10_000);
  }
}
