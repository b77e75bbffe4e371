// users/{uid}: validating and saving the profile, with the registry's owner name. The profile is
// read only through the API (get-user-profile.ts); nothing here reads the document.
import type { DocumentData, FirestoreDataConverter, QueryDocumentSnapshot, Timestamp } from 'firebase/firestore';
import { getDb } from '../../../lib/firebase/app';
import { schemaErrors } from '../../../ui/form/schema-errors';
import { LIMITS } from '@shared/registry';
import { profileSchema } from '@shared/schemas/profile';
import type { UserDoc } from '@shared/user';
import { storedProfileFields, type UserProfile as ApiUserProfile } from './get-user-profile';

/** users/{uid} as the web app writes it (timestamps may be null until the server sets them). */
type UserDocument = UserDoc<Timestamp | null>;

/** What the profile form starts from: the API's profile. */
export type UserProfile = ApiUserProfile;

export interface ProfileInput {
  first: string;
  last: string;
  dueDate: string;
  city: string;
}

export type ProfileErrors = Partial<Record<keyof ProfileInput, string>>;

/** The shared profile schema's message per field; the security rules check the same LIMITS. */
export function validateProfile(input: ProfileInput, today: Date = new Date()): ProfileErrors {
  return schemaErrors<ProfileInput>(profileSchema(today), input);
}

// Types the writes below; the client never reads users/{uid}, so reading back is a plain cast.
const userConverter: FirestoreDataConverter<UserDocument> = {
  toFirestore: (user: UserDocument): DocumentData => ({ ...user }),
  fromFirestore: (snap: QueryDocumentSnapshot): UserDocument => snap.data() as UserDocument,
};

async function refs(uid: string) {
  const [db, fs] = await Promise.all([getDb(), import('firebase/firestore')]);
  return {
    fs,
    db,
    user: fs.doc(db, 'users', uid).withConverter(userConverter),
    registry: fs.doc(db, 'registries', uid),
  };
}

/** Saves the profile and, in the same batch, shows the new name on the registry. */
export async function saveProfile(
  uid: string,
  input: ProfileInput,
  { completed }: { completed: boolean },
): Promise<void> {
  const { fs, db, user, registry } = await refs(uid);
  const stored = storedProfileFields(input);
  const { first, last } = stored;
  const batch = fs.writeBatch(db);
  batch.update(user, {
    ...stored,
    ...(completed ? { profileCompleted: true } : {}),
    updatedAt: fs.serverTimestamp(),
  });
  batch.update(registry, { ownerName: `${first} ${last}`.slice(0, LIMITS.ownerName), updatedAt: fs.serverTimestamp() });
  await batch.commit();
}
