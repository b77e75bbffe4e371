// The owner's registry settings: the fields of registries/{uid} the settings form writes (under the
// security rules, which hold the same LIMITS), and the public name claimed through
// PUT /api/registry/slug, which the function parses with nameSlugSchema.
import { z } from 'zod/mini';
import { LIMITS, NAME_SLUG_PATTERN, RESERVED_NAME_SLUGS } from '../registry.js';
import { isoDate, optionalText, requiredText } from './fields.js';

export const registrySettingsSchema = z.strictObject({
  title: requiredText(LIMITS.registryTitle, 'Give your registry a title.'),
  description: optionalText(LIMITS.registryDescription),
  ownerName: requiredText(LIMITS.ownerName, 'Enter the name friends know you by.'),
  isPublic: z.boolean(),
  /** Surprise mode: until this date the owner's own view hides what was bought. */
  revealPurchasesAt: z.nullable(isoDate()),
});

/** The settings as the registry document holds them (trimmed). */
export type RegistrySettings = z.output<typeof registrySettingsSchema>;

export const NAME_SLUG_INVALID_MESSAGE = `Use ${LIMITS.nameSlugMin} to ${LIMITS.nameSlugMax} lowercase letters, numbers and dashes.`;
export const NAME_SLUG_RESERVED_MESSAGE = 'That name is reserved by Recess. Please choose another.';

/** A registry's public name, exactly as stored: lowercase, no spaces, not a route of the app. */
export const nameSlugSchema = z.string({ error: NAME_SLUG_INVALID_MESSAGE }).check(
  z.regex(NAME_SLUG_PATTERN, NAME_SLUG_INVALID_MESSAGE),
  z.refine((slug) => !RESERVED_NAME_SLUGS.includes(slug), NAME_SLUG_RESERVED_MESSAGE),
);
