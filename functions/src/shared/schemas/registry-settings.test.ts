// The registry settings schema (the settings form, the rules' limits) and the public name schema
// (the settings form and PUT /api/registry/slug).
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { MALFORMED_NAME_SLUGS } from '../../../test/helpers/name-slugs.js';
import { LIMITS, RESERVED_NAME_SLUGS } from '../registry.js';
import {
  NAME_SLUG_INVALID_MESSAGE,
  NAME_SLUG_RESERVED_MESSAGE,
  nameSlugSchema,
  registrySettingsSchema,
  type RegistrySettings,
} from './registry-settings.js';

const settings: RegistrySettings = {
  title: 'Baby Registry',
  description: '',
  ownerName: 'Maya Okafor',
  isPublic: true,
  revealPurchasesAt: null,
};

function messages(schema: z.core.$ZodType, input: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of z.safeParse(schema, input).error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('registrySettingsSchema', () => {
  it('accepts the settings and trims the texts', () => {
    expect(
      registrySettingsSchema.parse({ ...settings, title: '  Our list ', revealPurchasesAt: '2027-03-14' }),
    ).toEqual({ ...settings, title: 'Our list', revealPurchasesAt: '2027-03-14' });
  });

  it('asks for a title and a name', () => {
    expect(messages(registrySettingsSchema, { ...settings, title: ' ', ownerName: '' })).toEqual({
      title: 'Give your registry a title.',
      ownerName: 'Enter the name friends know you by.',
    });
  });

  it('holds the texts to LIMITS, in words with thousands separators', () => {
    const at = {
      ...settings,
      title: 't'.repeat(LIMITS.registryTitle),
      description: 'd'.repeat(LIMITS.registryDescription),
      ownerName: 'o'.repeat(LIMITS.ownerName),
    };
    expect(messages(registrySettingsSchema, at)).toEqual({});
    expect(
      messages(registrySettingsSchema, {
        ...settings,
        title: `${at.title}t`,
        description: `${at.description}d`,
        ownerName: `${at.ownerName}o`,
      }),
    ).toEqual({
      title: 'Keep it to 100 characters or fewer.',
      description: 'Keep it to 1,000 characters or fewer.',
      ownerName: 'Keep it to 80 characters or fewer.',
    });
  });

  it.each(['2027-3-14', '14/03/2027', '2027-02-30', ''])('refuses the surprise date %j', (revealPurchasesAt) => {
    expect(messages(registrySettingsSchema, { ...settings, revealPurchasesAt })).toEqual({
      revealPurchasesAt: 'Enter a date like 2027-03-14.',
    });
  });

  it('refuses unknown keys and wrong types', () => {
    expect(registrySettingsSchema.safeParse({ ...settings, product: [] }).success).toBe(false);
    expect(registrySettingsSchema.safeParse({ ...settings, isPublic: 'yes' }).success).toBe(false);
  });
});

describe('nameSlugSchema', () => {
  it('accepts names from the shortest to the longest', () => {
    for (const slug of ['abc', 'maya-okafor-2027', 'a'.repeat(LIMITS.nameSlugMax)]) {
      expect(nameSlugSchema.parse(slug)).toBe(slug);
    }
  });

  it.each([...MALFORMED_NAME_SLUGS, undefined])('refuses %j in the words of the form', (slug) => {
    expect(messages(nameSlugSchema, slug)).toEqual({ '': NAME_SLUG_INVALID_MESSAGE });
  });

  it('refuses the names of routes', () => {
    for (const slug of RESERVED_NAME_SLUGS) {
      expect(messages(nameSlugSchema, slug)).toEqual({ '': NAME_SLUG_RESERVED_MESSAGE });
    }
  });

  it('states the lengths it allows', () => {
    expect(NAME_SLUG_INVALID_MESSAGE).toBe('Use 3 to 60 lowercase letters, numbers and dashes.');
  });
});
