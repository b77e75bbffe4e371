// Covers validateProfile (required trimmed names, length caps, the due date / birthday window).
// saveProfile writes to Firestore under the rules: the end-to-end tests cover it on the emulators.
import { validateProfile, type ProfileInput } from './profile';

const TODAY = new Date(2026, 5, 15, 9, 0, 0); // 15 June 2026, local time

const valid: ProfileInput = { first: 'Sam', last: 'Rivera', dueDate: '', city: '' };
const check = (patch: Partial<ProfileInput>) => validateProfile({ ...valid, ...patch }, TODAY);

describe('validateProfile', () => {
  it('accepts a complete, valid profile', () => {
    expect(check({ dueDate: '2026-09-01', city: 'Austin' })).toEqual({});
  });

  it('requires a first and a last name, ignoring surrounding spaces', () => {
    expect(check({ first: '', last: '  ' })).toEqual({
      first: 'Enter your first name.',
      last: 'Enter your last name.',
    });
    expect(check({ first: '  Sam  ', last: '\tRivera ' })).toEqual({});
  });

  it('caps names at 50 characters', () => {
    expect(check({ first: 'a'.repeat(50), last: 'b'.repeat(50) })).toEqual({});
    expect(check({ first: 'a'.repeat(51), last: 'b'.repeat(51) })).toEqual({
      first: 'Keep it to 50 characters or fewer.',
      last: 'Keep it to 50 characters or fewer.',
    });
  });

  it('counts name length after trimming', () => {
    expect(check({ first: ` ${'a'.repeat(50)} ` })).toEqual({});
  });

  it('treats the due date as optional', () => {
    expect(check({ dueDate: '' }).dueDate).toBeUndefined();
  });

  it.each(['tomorrow', '2026-9-1', '09/01/2026', '2027-02-30', '2026-13-01', '2026-04-31'])(
    'rejects the malformed date %j',
    (dueDate) => {
      expect(check({ dueDate }).dueDate).toBe('Enter a date like 2027-03-14.');
    },
  );

  it('accepts a real leap day', () => {
    expect(check({ dueDate: '2024-02-29' }).dueDate).toBeUndefined();
  });

  it('accepts a due date within the next nine months', () => {
    expect(check({ dueDate: '2026-06-16' }).dueDate).toBeUndefined();
    expect(check({ dueDate: '2027-03-14' }).dueDate).toBeUndefined();
  });

  it('accepts a birthday two years ago', () => {
    expect(check({ dueDate: '2024-06-15' }).dueDate).toBeUndefined();
  });

  it.each(['2006-06-15', '2028-06-15'])('rejects %j, outside the window', (dueDate) => {
    expect(check({ dueDate }).dueDate).toBe(
      'Enter a due date within the next year or a birthday in the last six years.',
    );
  });

  it('judges the window from the given day', () => {
    expect(validateProfile({ ...valid, dueDate: '2006-06-15' }, new Date(2007, 0, 1))).toEqual({});
  });

  it('caps the optional city at 80 characters', () => {
    expect(check({ city: 'c'.repeat(80) })).toEqual({});
    expect(check({ city: 'c'.repeat(81) })).toEqual({ city: 'Keep it to 80 characters or fewer.' });
  });
});
