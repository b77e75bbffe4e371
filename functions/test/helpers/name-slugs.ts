// Registry names that the name rules refuse, shared by the schema's tests and the endpoint's.
import { LIMITS } from '../../src/shared/registry.js';

export const MALFORMED_NAME_SLUGS: readonly unknown[] = [
  'ab',
  'Maya-Okafor',
  '-maya',
  'maya-',
  'maya okafor',
  'maya_okafor',
  'x'.repeat(LIMITS.nameSlugMax + 1),
  42,
  null,
];
