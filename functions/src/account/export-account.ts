// The data export's shape: what the sign-in provider holds, and the file's name. The export itself is
// written by the background job (job-steps.ts), a page at a time.
import { adminAuth } from '../lib/admin.js';
import { isUserNotFound } from '../lib/auth.js';

/** What the sign-in provider holds: part of the user's data, though not in Firestore. */
export interface ExportedAuthAccount {
  email: string | null;
  phoneNumber: string | null;
  displayName: string | null;
  providers: string[];
  createdAt: string | null;
  lastSignInAt: string | null;
}

export interface AccountExport {
  exportedAt: string;
  uid: string;
  account: ExportedAuthAccount | null;
  /** One key per user data source: profile, registry, and those later areas add. */
  [source: string]: unknown;
}

const isoOrNull = (date: string | undefined): string | null => (date ? new Date(date).toISOString() : null);

export async function authAccount(uid: string): Promise<ExportedAuthAccount | null> {
  try {
    const user = await adminAuth().getUser(uid);
    return {
      email: user.email ?? null,
      phoneNumber: user.phoneNumber ?? null,
      displayName: user.displayName ?? null,
      providers: user.providerData.map((p) => p.providerId),
      createdAt: isoOrNull(user.metadata.creationTime),
      lastSignInAt: isoOrNull(user.metadata.lastSignInTime),
    };
  } catch (error) {
    if (isUserNotFound(error)) return null;
    throw error;
  }
}

/** A download name safe in a header whatever characters a custom uid holds. */
export function exportFileName(uid: string): string {
  return `recess-data-${uid.replace(/[^A-Za-z0-9_-]/g, '_')}.json`;
}
