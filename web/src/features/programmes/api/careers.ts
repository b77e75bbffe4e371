// careers/{slug}: the open roles, newest first (one bounded query).
import type { DocumentSnapshot } from 'firebase/firestore';
import type { CareerRole } from '@shared/content';
import { listPublished } from '../../../lib/content/published';

export const MAX_ROLES = 20;

export function toCareerRole(snap: DocumentSnapshot): CareerRole {
  const d = (snap.data() ?? {}) as Partial<CareerRole>;
  return {
    slug: snap.id,
    title: String(d.title ?? ''),
    team: String(d.team ?? ''),
    location: String(d.location ?? ''),
    employmentType: String(d.employmentType ?? ''),
    summary: String(d.summary ?? ''),
    salaryRange: String(d.salaryRange ?? ''),
    body: String(d.body ?? ''),
    publishedAt: String(d.publishedAt ?? ''),
    published: d.published === true,
  };
}

export async function listOpenRoles(): Promise<CareerRole[]> {
  const page = await listPublished('careers', {}, toCareerRole, null, MAX_ROLES);
  return page.items;
}
