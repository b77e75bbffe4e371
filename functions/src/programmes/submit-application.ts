// POST /api/applications: a programme application (job, community partner, pro seller, creator,
// consignment pickup), validated again on the server and stored once per filled-in form.
import { FieldValue } from 'firebase-admin/firestore';
import { z } from 'zod';
import { db } from '../lib/admin.js';
import { runTransaction } from '../lib/transactions.js';
import { badRequest, conflict } from '../lib/errors.js';
import type { RateLimit } from '../lib/rate-limit.js';
import {
  APPLICATION_FIELDS,
  APPLICATION_TYPES,
  applicationErrors,
  DUPLICATE_APPLICATION_MESSAGE,
  type ApplicationResponse,
  type ApplicationType,
  type ApplicationValues,
} from '../shared/applications.js';

/** Per visitor: room for a family's few applications, not for a script. */
export const APPLICATION_LIMIT: RateLimit = {
  scope: 'application',
  max: 8,
  windowMs: 60 * 60 * 1000,
  message: 'You have sent several applications in the last hour. Please try again later.',
};

/** The longest value any field accepts; the per-field caps are checked by applicationErrors. */
const MAX_VALUE = 4000;

export const applicationBody = z.strictObject({
  type: z.enum(APPLICATION_TYPES),
  submissionId: z.string().regex(/^[A-Za-z0-9-]{16,64}$/, 'must be 16 to 64 letters, digits or dashes'),
  values: z.record(z.string().max(40), z.union([z.string().max(MAX_VALUE), z.boolean()])),
});

export type ApplicationInput = z.infer<typeof applicationBody>;

/** Only the form's own fields, trimmed: unknown keys are refused rather than stored. */
function cleanValues(type: ApplicationType, values: ApplicationValues): Record<string, string | boolean> {
  const known = new Set(APPLICATION_FIELDS[type].map((f) => f.name));
  const unknown = Object.keys(values).find((k) => !known.has(k));
  if (unknown) throw badRequest(`values.${unknown}: is not a field of this form`);
  return Object.fromEntries(
    APPLICATION_FIELDS[type].map((f): [string, string | boolean] => {
      const v = values[f.name];
      if (f.kind === 'checkbox') return [f.name, v === true];
      return [f.name, typeof v === 'string' ? v.trim() : ''];
    }),
  );
}

/**
 * Stores applications/{submissionId} in a transaction: the same form sent twice (a double click, a
 * retry after a lost answer) is refused with 409 and stored once.
 */
export async function submitApplication(
  input: ApplicationInput,
  uid: string | null,
  now: Date = new Date(),
): Promise<ApplicationResponse> {
  const values = cleanValues(input.type, input.values);
  const errors = applicationErrors(input.type, values, now);
  const [field, message] = Object.entries(errors)[0] ?? [];
  if (field) throw badRequest(`values.${field}: ${message}`);

  const ref = db().collection('applications').doc(input.submissionId);
  await runTransaction(async (tx) => {
    const existing = await tx.get(ref);
    if (existing.exists) throw conflict(DUPLICATE_APPLICATION_MESSAGE);
    tx.create(ref, {
      type: input.type,
      values,
      uid,
      status: 'new',
      createdAt: FieldValue.serverTimestamp(),
    });
  });
  return { id: ref.id };
}
