// careers/{slug}: the open roles, newest first (one bounded query), for the careers page and the
// job application's role choice.
import { queryOptions } from '@tanstack/react-query';
import { useRenderedQuery } from '../../../lib/query/use-list';
import type { CareerRole } from '@shared/content';
import { fieldsOf, texts } from '../../../lib/content/fields';
import { listPublished, type ContentSnapshot } from '../../../lib/content/published';

export const MAX_ROLES = 20;

export function toCareerRole(snap: ContentSnapshot): CareerRole {
  const d = fieldsOf(snap);
  return {
    slug: snap.id,
    ...texts(d, 'title', 'team', 'location', 'employmentType', 'summary', 'salaryRange', 'body', 'publishedAt'),
    published: d.published === true,
  };
}

export async function listOpenRoles(): Promise<CareerRole[]> {
  return (await listPublished('careers', {}, toCareerRole, null, MAX_ROLES)).items;
}

export const openRolesQueryOptions = () => queryOptions({ queryKey: ['careers', 'open'], queryFn: listOpenRoles });

/** The open roles: null while loading (or when not asked for), with `failed` when they could not be read. */
export function useOpenRoles(enabled = true): { roles: CareerRole[] | null; failed: boolean } {
  const { data, isError } = useRenderedQuery({ ...openRolesQueryOptions(), enabled });
  return { roles: data ?? null, failed: isError };
}
