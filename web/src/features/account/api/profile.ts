// users/{uid}: the typed profile document, its validation, and saving it with the registry's owner name.
import type { DocumentData, FirestoreDataConverter, QueryDocumentSnapshot, Timestamp } from 'firebase/firestore';
import { getDb } from '../../../lib/firebase/app';
import { LIMITS } from '@shared/registry';
import type { UserDoc } from '@shared/user';

/** users/{uid} as the web app reads it (timestamps may be null until the server sets them). */
export type UserProfile = UserDoc<Timestamp | null>;

export interface ProfileInput {
  first: string;
  last: string;
  dueDate: string;
  city: string;
}

export type ProfileErrors = Partial<Record<keyof ProfileInput, string>>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Client-side rules; the security rules check the same caps for everyone else. */
export function validateProfile(input: ProfileInput, today: Date = new Date()): ProfileErrors {
  const errors: ProfileErrors = {};
  const first = input.first.trim();
  const last = input.last.trim();
  if (!first) errors.first = 'Enter your first name.';
  else if (first.length > LIMITS.personName) errors.first = `Keep it to ${LIMITS.personName} characters or fewer.`;
  if (!last) errors.last = 'Enter your last name.';
  else if (last.length > LIMITS.personName) errors.last = `Keep it to ${LIMITS.personName} characters or fewer.`;
  if (input.dueDate) {
    const date = new Date(`${input.dueDate}T12:00:00`);
    const min = new Date(today.getFullYear() - 6, 0, 1);
    const max = new Date(today.getFullYear() + 1, today.getMonth(), today.getDate());
    // Date rolls 2027-02-30 over to 2 March, so the parts must read back unchanged.
    const [y = 0, m = 0, d = 0] = input.dueDate.split('-').map(Number);
    const real = date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d;
    if (!DATE.test(input.dueDate) || !real) errors.dueDate = 'Enter a date like 2027-03-14.';
    else if (date < min || date > max)
      errors.dueDate = 'Enter a due date within the next year or a birthday in the last six years.';
  }
  if (input.city.trim().length > LIMITS.city) errors.city = `Keep it to ${LIMITS.city} characters or fewer.`;
  return errors;
}

const profileConverter: FirestoreDataConverter<UserProfile> = {
  toFirestore: (profile: UserProfile): DocumentData => ({ ...profile }),
  fromFirestore: (snap: QueryDocumentSnapshot): UserProfile => {
    const d = snap.data();
    return {
      uid: String(d.uid ?? snap.id),
      first: String(d.first ?? ''),
      last: String(d.last ?? ''),
      registryId: String(d.registryId ?? snap.id),
      email: (d.email as string | null) ?? null,
      displayName: (d.displayName as string | null) ?? null,
      phoneNumber: (d.phoneNumber as string | null) ?? null,
      dueDate: (d.dueDate as string | null) ?? null,
      city: (d.city as string | null) ?? null,
      profileCompleted: d.profileCompleted === true,
      createdAt: (d.createdAt as Timestamp | null) ?? null,
      updatedAt: (d.updatedAt as Timestamp | null) ?? null,
    };
  },
};

async function refs(uid: string) {
  const [db, fs] = await Promise.all([getDb(), import('firebase/firestore')]);
  return {
    fs,
    db,
    user: fs.doc(db, 'users', uid).withConverter(profileConverter),
    registry: fs.doc(db, 'registries', uid),
  };
}

export async function fetchProfile(uid: string): Promise<UserProfile | null> {
  const { fs, user } = await refs(uid);
  const snap = await fs.getDoc(user);
  return snap.exists() ? snap.data() : null;
}

/** Saves the profile and, in the same batch, shows the new name on the registry. */
export async function saveProfile(
  uid: string,
  input: ProfileInput,
  { completed }: { completed: boolean },
): Promise<void> {
  const { fs, db, user, registry } = await refs(uid);
  const first = input.first.trim();
  const last = input.last.trim();
  const batch = fs.writeBatch(db);
  batch.update(user, {
    first,
    last,
    dueDate: input.dueDate || null,
    city: input.city.trim() || null,
    ...(completed ? { profileCompleted: true } : {}),
    updatedAt: fs.serverTimestamp(),
  });
  batch.update(registry, { ownerName: `${first} ${last}`.slice(0, LIMITS.ownerName), updatedAt: fs.serverTimestamp() });
  await batch.commit();
}
