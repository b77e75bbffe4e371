// The owner's registry settings and gift-tracker writes: direct Firestore writes under the rules,
// except the web address, which must be unique and so goes through a function.
import type { RegistryItem, RegistrySettingsFields } from '@shared/registry';
import { nameSlugSchema, registrySettingsSchema, type RegistrySettings } from '@shared/schemas/registry-settings';
import { apiFetch } from '../../../lib/api/client';
import { getDb } from '../../../lib/firebase/app';
import { schemaError, schemaErrors } from '../../../ui/form/schema-errors';
import { REGISTRY_NOT_READY_MESSAGE, TRANSACTION_MAX_ATTEMPTS } from './mutations';
import { registryRef } from './refs';

/** The settings the owner edits on the registry document: the shared schema's shape. */
export type RegistrySettingsInput = RegistrySettings;

export type SettingsErrors = Partial<Record<keyof RegistrySettingsInput | 'nameSlug', string>>;

/**
 * The settings' messages per field, and the wanted web address's ('' asks for none), from the
 * shared schemas: the rules hold the document to the same LIMITS, the function the same names.
 */
export function validateSettings(v: RegistrySettingsInput, nameSlug = ''): SettingsErrors {
  const errors: SettingsErrors = schemaErrors<RegistrySettingsInput>(registrySettingsSchema, v);
  const slugError = nameSlug ? schemaError(nameSlugSchema, nameSlug) : undefined;
  return slugError ? { ...errors, nameSlug: slugError } : errors;
}

export async function saveRegistrySettings(uid: string, v: RegistrySettingsInput): Promise<void> {
  const [ref, { updateDoc, serverTimestamp }] = await Promise.all([registryRef(uid), import('firebase/firestore')]);
  const patch: Record<string, unknown> & RegistrySettingsFields = {
    title: v.title.trim(),
    description: v.description.trim(),
    ownerName: v.ownerName.trim(),
    isPublic: v.isPublic,
    revealPurchasesAt: v.revealPurchasesAt || null,
    updatedAt: serverTimestamp(),
  };
  await updateDoc(ref, patch);
}

/** Claims a unique web address, /registry/{nameSlug}. */
export function claimRegistrySlug(nameSlug: string): Promise<unknown> {
  return apiFetch('/api/registry/slug', {
    method: 'PUT',
    body: { nameSlug },
    errorMessage: 'We could not save that address. Please try again.',
  });
}

/** Ticks "thank-you sent" on a bought item, in a transaction like every item write. */
export async function setThankYouSent(uid: string, itemId: string, sent: boolean): Promise<void> {
  const [db, { runTransaction, serverTimestamp }, ref] = await Promise.all([
    getDb(),
    import('firebase/firestore'),
    registryRef(uid),
  ]);
  await runTransaction(
    db,
    async (tx) => {
      const registry = (await tx.get(ref)).data();
      if (!registry) throw new Error(REGISTRY_NOT_READY_MESSAGE);
      const items = registry.product.map((i: RegistryItem) => (i.id === itemId ? { ...i, thankYouSent: sent } : i));
      tx.update(ref, { product: items, updatedAt: serverTimestamp() });
    },
    { maxAttempts: TRANSACTION_MAX_ATTEMPTS },
  );
}

/** Is surprise mode on: purchases hidden from the owner until the chosen date? */
export function isSurpriseActive(revealPurchasesAt: string | null | undefined, today: Date = new Date()): boolean {
  if (!revealPurchasesAt) return false;
  const iso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  return revealPurchasesAt > iso;
}
