// The field rules shared by the application forms in the browser and the function.
import { describe, expect, it } from 'vitest';
import {
  APPLICATION_FIELDS,
  APPLICATION_TYPES,
  applicationErrors,
  fieldError,
  type FieldSpec,
} from './applications.js';

const spec = (overrides: Partial<FieldSpec>): FieldSpec => ({
  name: 'f',
  label: 'Thing',
  kind: 'text',
  required: true,
  ...overrides,
});

describe('fieldError', () => {
  it('requires required fields and names them', () => {
    expect(fieldError(spec({}), '   ')).toBe('Enter thing.');
    expect(fieldError(spec({ required: false, label: 'Website (optional)' }), '')).toBeNull();
    expect(fieldError(spec({ kind: 'checkbox', label: 'I agree' }), false)).toBe('Please confirm: I agree');
  });

  it('caps and floors lengths after trimming', () => {
    expect(fieldError(spec({ maxLength: 3 }), ' abcd ')).toBe('Keep it to 3 characters or fewer.');
    expect(fieldError(spec({ maxLength: 3 }), ' abc ')).toBeNull();
    expect(fieldError(spec({ minLength: 5 }), 'abcd')).toBe('Please write at least 5 characters.');
  });

  it('checks emails, links, options, numbers, dates and patterns', () => {
    expect(fieldError(spec({ kind: 'email' }), 'a@b')).toBe('Enter an email address like name@example.com.');
    expect(fieldError(spec({ kind: 'url' }), 'ftp://x.example')).toBe('Enter a full link starting with https://');
    expect(fieldError(spec({ kind: 'url' }), 'https://x.example/a')).toBeNull();
    expect(fieldError(spec({ kind: 'select', options: [{ value: 'a', label: 'A' }] }), 'b')).toBe('Choose thing.');
    expect(fieldError(spec({ kind: 'number', min: 1, max: 3 }), '2.5')).toBe('Enter a whole number from 1 to 3.');
    const now = new Date('2026-11-22T10:00:00Z');
    expect(fieldError(spec({ kind: 'date' }), '2026-11-21', now)).toBe('Choose today or a later date.');
    expect(fieldError(spec({ kind: 'date' }), '2026-11-22', now)).toBeNull();
    expect(fieldError(spec({ pattern: { source: '^[0-9]+$', message: 'Digits only.' } }), '12a')).toBe('Digits only.');
  });
});

describe('the forms', () => {
  it('caps every text field and gives every select its options', () => {
    for (const type of APPLICATION_TYPES) {
      for (const f of APPLICATION_FIELDS[type]) {
        if (['text', 'email', 'tel', 'url', 'textarea'].includes(f.kind))
          expect(f.maxLength, `${type}.${f.name}`).toBeDefined();
        if (f.kind === 'select') expect(f.options?.length, `${type}.${f.name}`).toBeGreaterThan(1);
      }
    }
  });

  it('reports every empty required field of an empty form', () => {
    const errors = applicationErrors('creator', {});
    expect(Object.keys(errors).sort()).toEqual([
      'audience',
      'email',
      'firstName',
      'format',
      'lastName',
      'pitch',
      'portfolioUrl',
    ]);
  });
});
