// The users/{uid} document of someone signing in for the first time, before the profile form.
import { FieldValue } from 'firebase-admin/firestore';
import { LIMITS, splitDisplayName } from '../shared/registry.js';
import type { UserDoc } from '../shared/user.js';

/** users/{uid} as written by the server. */
export type NewUserDoc = UserDoc<FieldValue>;

export interface NewUserInput {
  uid: string;
  email: string | null;
  displayName: string | null;
  phoneNumber: string | null;
  /** First and last name given at sign-up; otherwise they are read from the display name. */
  names?: { first: string; last: string } | null;
}

/** Values from the Auth record can be longer than the caps the rules enforce, so they are cut. */
function capped(value: string | null, max: number): string | null {
  return value === null ? null : value.slice(0, max);
}

export function newUserDoc({ uid, email, displayName, phoneNumber, names }: NewUserInput): NewUserDoc {
  const { first, last } = names
    ? { first: names.first.trim().slice(0, LIMITS.personName), last: names.last.trim().slice(0, LIMITS.personName) }
    : splitDisplayName(displayName);
  return {
    uid,
    first,
    last,
    registryId: uid,
    email: capped(email, LIMITS.email),
    displayName: capped(displayName, LIMITS.displayName),
    phoneNumber: capped(phoneNumber, LIMITS.phoneNumber),
    dueDate: null,
    city: null,
    profileCompleted: false,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  };
}
