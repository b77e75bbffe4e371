// Turns a payload schema's verdict into one message per field for useForm. It speaks the Standard
// Schema interface that zod (and zod/mini) schemas implement, so this module itself loads no zod:
// only a form that imports a shared schema (in its lazy chunk) does.
import type { FormErrors } from './use-form';

interface Issue {
  readonly message: string;
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined;
}

/** What this needs of a schema: Standard Schema's synchronous validate. */
export interface FieldSchema {
  readonly '~standard': {
    readonly validate: (value: unknown) => { readonly issues?: ReadonlyArray<Issue> } | Promise<unknown>;
  };
}

function issuesOf(schema: FieldSchema, value: unknown): ReadonlyArray<Issue> {
  const result = schema['~standard'].validate(value);
  if (result instanceof Promise) throw new Error('Form schemas must validate synchronously.');
  return (result as { issues?: ReadonlyArray<Issue> }).issues ?? [];
}

/** The key of the field an issue is about, or '' for the value as a whole. */
function fieldOf(issue: Issue): string {
  const first = issue.path?.[0];
  const key = typeof first === 'object' && first !== null ? first.key : first;
  return typeof key === 'string' || typeof key === 'number' ? String(key) : '';
}

/**
 * The first message for each field whose value the schema refuses (issues about the value as a
 * whole come under ''). Empty when the schema accepts the values.
 */
export function schemaErrors<V extends object>(schema: FieldSchema, values: unknown): FormErrors<V> {
  const errors: Record<string, string> = {};
  for (const issue of issuesOf(schema, values)) errors[fieldOf(issue)] ??= issue.message;
  return errors;
}

/** The first message the schema gives for one value (a single field's schema), or undefined. */
export function schemaError(schema: FieldSchema, value: unknown): string | undefined {
  return issuesOf(schema, value)[0]?.message;
}
