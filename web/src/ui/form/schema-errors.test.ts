// schemaErrors: a shared zod/mini schema's issues as one message per field.
import { z } from 'zod/mini';
import { schemaErrors } from './schema-errors';

const schema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Enter your name.'), z.maxLength(3, 'Keep it short.')),
  email: z.email('Enter an email address.'),
  tags: z.array(z.string().check(z.minLength(1, 'Empty tag.'))),
});

describe('schemaErrors', () => {
  it('is empty for accepted values', () => {
    expect(schemaErrors(schema, { name: ' Ada ', email: 'ada@example.com', tags: [] })).toEqual({});
  });

  it('keeps the first message of each field, nested issues under their field', () => {
    expect(schemaErrors(schema, { name: 'Adaline', email: 'ada', tags: ['ok', ''] })).toEqual({
      name: 'Keep it short.',
      email: 'Enter an email address.',
      tags: 'Empty tag.',
    });
    expect(schemaErrors(z.string().check(z.minLength(2, 'Too short.'), z.maxLength(0, 'Too long.')), 'a')).toEqual({
      '': 'Too short.',
    });
  });

  it('puts issues about the whole value under ""', () => {
    expect(Object.keys(schemaErrors(z.strictObject({}), { extra: 1 }))).toEqual(['']);
  });
});
