// The users/{uid} document of someone signing in for the first time, before the profile form.
import { FieldValue } from 'firebase-admin/firestore';
import { LIMITS, splitDisplayName } from '../shared/registry.js';

/** users/{uid} as written; the rules' isValidUser() checks the same shape for clients. */
export interface NewUserDoc {
  uid: string;
  first: string;
  last: string;
  /** Always the uid: a registry is keyed by its owner's uid. */
  registryId: string;
  email: string | null;
  displayName: string | null;
  phoneNumber: string | null;
  /** 'YYYY-MM-DD', set by the profile form. */
  dueDate: string | null;
  city: string | null;
  profileCompleted: boolean;
  createdAt: FieldValue;
  updatedAt: FieldValue;
}

export interface NewUserInput {
  uid: string;
  email: string | null;
  displayName: string | null;
  phoneNumber: string | null;
}

/** Values from the Auth record can be longer than the caps the rules enforce, so they are cut. */
function capped(value: string | null, max: number): string | null {
  return value === null ? null : value.slice(0, max);
}

export function newUserDoc({ uid, email, displayName, phoneNumber }: NewUserInput): NewUserDoc {
  const { first, last } = splitDisplayName(displayName);
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
