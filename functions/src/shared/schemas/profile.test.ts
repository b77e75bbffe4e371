// The profile schema: required trimmed names, length caps, and the due date / birthday window.
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { LIMITS } from '../registry.js';
import { DUE_DATE_WINDOW_MESSAGE, profileSchema, type ProfileFields } from './profile.js';

const TODAY = new Date(2026, 5, 15, 9, 0, 0); // 15 June 2026, local time
const valid: ProfileFields = { first: 'Sam', last: 'Rivera', dueDate: '', city: '' };

function check(patch: Partial<ProfileFields>, today = TODAY): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of z.safeParse(profileSchema(today), { ...valid, ...patch }).error?.issues ?? [])
    out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('profileSchema', () => {
  it('accepts a complete profile, or empty optional fields as the form or the document holds them', () => {
    expect(check({ dueDate: '2026-09-01', city: 'Austin' })).toEqual({});
    expect(check({ dueDate: null, city: null })).toEqual({});
  });

  it('trims the texts', () => {
    expect(profileSchema(TODAY).parse({ ...valid, first: '  Sam ', city: ' Austin ' })).toEqual({
      ...valid,
      city: 'Austin',
    });
  });

  it('requires both names and caps them at LIMITS.personName after trimming', () => {
    expect(check({ first: '', last: '  ' })).toEqual({
      first: 'Enter your first name.',
      last: 'Enter your last name.',
    });
    expect(check({ first: ` ${'a'.repeat(LIMITS.personName)} ` })).toEqual({});
    expect(check({ last: 'b'.repeat(LIMITS.personName + 1) })).toEqual({ last: 'Keep it to 50 characters or fewer.' });
  });

  it('caps the city at LIMITS.city', () => {
    expect(check({ city: 'c'.repeat(LIMITS.city) })).toEqual({});
    expect(check({ city: 'c'.repeat(LIMITS.city + 1) })).toEqual({ city: 'Keep it to 80 characters or fewer.' });
  });

  it.each(['tomorrow', '2026-9-1', '2027-02-30', '2026-04-31'])('refuses the malformed date %j', (dueDate) => {
    expect(check({ dueDate })).toEqual({ dueDate: 'Enter a date like 2027-03-14.' });
  });

  it('takes a due date up to a year ahead and a birthday from 1 January six years back', () => {
    expect(check({ dueDate: '2027-06-14' })).toEqual({});
    expect(check({ dueDate: '2020-01-01' })).toEqual({});
    expect(check({ dueDate: '2027-06-15' })).toEqual({ dueDate: DUE_DATE_WINDOW_MESSAGE });
    expect(check({ dueDate: '2019-12-31' })).toEqual({ dueDate: DUE_DATE_WINDOW_MESSAGE });
    expect(check({ dueDate: '2019-12-31' }, new Date(2025, 0, 1))).toEqual({});
  });
});
