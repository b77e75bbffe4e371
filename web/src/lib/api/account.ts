// The account calls of spec section 7, typed: user and registry creation. The profile is read as a
// query through the default query function (features/account/api/get-user-profile.ts); the data
// export and the account deletion are jobs (features/account/api/account-jobs.ts).
import type {
  AutoCreateRegistryResponse,
  CheckUserExistsResponse,
  CreateUserAndRegistryResponse,
} from '@shared/registry';
import { apiFetch, pathSegment } from './client';

export interface CreateUserAndRegistryInput {
  uid: string;
  email: string | null;
  displayName: string | null;
  /** The names asked at sign-up when the sign-in method gave none; both or neither. */
  first?: string;
  last?: string;
}

export function checkUserExists(uid: string): Promise<CheckUserExistsResponse> {
  return apiFetch(`/api/check-user-exists/${pathSegment(uid)}`);
}

export function createUserAndRegistry(input: CreateUserAndRegistryInput): Promise<CreateUserAndRegistryResponse> {
  const { uid, email, displayName, first, last } = input;
  const names = first !== undefined && last !== undefined ? { first, last } : {};
  return apiFetch('/api/create-user-and-registry', { method: 'POST', body: { uid, email, displayName, ...names } });
}

export function autoCreateRegistry(): Promise<AutoCreateRegistryResponse> {
  return apiFetch('/api/auto-create-registry', { method: 'POST' });
}
