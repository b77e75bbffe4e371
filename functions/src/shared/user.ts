// users/{uid}, shared by web and functions; the timestamp type differs between the two SDKs.

/** users/{uid}; the rules' isValidUser() checks the same shape for clients. */
export interface UserDoc<TTime> {
  uid: string;
  first: string;
  last: string;
  /** Always the uid: a registry is keyed by its owner's uid. */
  registryId: string;
  email: string | null;
  displayName: string | null;
  phoneNumber: string | null;
  /** Due date or the baby's birthday, 'YYYY-MM-DD', set by the profile form. */
  dueDate: string | null;
  city: string | null;
  profileCompleted: boolean;
  createdAt: TTime;
  updatedAt: TTime;
}
