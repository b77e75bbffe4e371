// Parses request input with zod (classic or zod/mini schemas, such as the shared payload schemas);
// a failure becomes a 400 naming the first problem in plain words.
import { z } from 'zod';
import { badRequest } from './errors.js';

export function parse<T extends z.core.$ZodType>(schema: T, input: unknown): z.output<T> {
  const result = z.safeParse(schema, input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  throw badRequest(`${where}${issue?.message ?? 'The request is not valid.'}`);
}
