// zod parsing of request input: typed data through, a 400 naming the first problem otherwise.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { z as mini } from 'zod/mini';
import { HttpError } from './errors.js';
import { parse } from './validate.js';

const schema = z.object({ isPublic: z.boolean(), note: z.string().max(5).optional() }).strict();

describe('parse', () => {
  it('returns the parsed data', () => {
    expect(parse(schema, { isPublic: true })).toEqual({ isPublic: true });
  });

  it('throws a 400 naming the field', () => {
    try {
      parse(schema, { isPublic: 'yes' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).status).toBe(400);
      expect((error as HttpError).message).toMatch(/^isPublic: /);
    }
  });

  it('takes zod/mini schemas too (the shared payload schemas)', () => {
    const shared = mini.strictObject({ name: mini.string().check(mini.trim(), mini.minLength(1, 'Enter a name.')) });
    expect(parse(shared, { name: ' Ada ' })).toEqual({ name: 'Ada' });
    expect(() => parse(shared, { name: ' ' })).toThrow('name: Enter a name.');
  });

  it('rejects unknown keys and non-objects', () => {
    expect(() => parse(schema, { isPublic: true, admin: true })).toThrow(HttpError);
    expect(() => parse(schema, null)).toThrow(HttpError);
    expect(() => parse(schema, 'isPublic=true')).toThrow(HttpError);
  });
});
