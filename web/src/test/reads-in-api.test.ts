// Covers the rule that keeps reads in a feature's api/ folder (eslint.config.js, READS_IN_API): a query
// hook or an api call written in a page, component or hook fails lint with its message; the same call
// in an api/ folder, a test, or the query wrappers passes; and the select rule still holds beside it.
import path from 'node:path';
import { eslint, root } from './project-eslint';

const CALLS = {
  useQuery: "export const useThing = () => useQuery({ queryKey: ['things'], queryFn: () => 1 });\n",
  useInfiniteQuery:
    "export const useThings = () => useInfiniteQuery({ queryKey: ['things'], queryFn: () => 1, initialPageParam: null, getNextPageParam: () => null });\n",
  useSuspenseQuery: "export const useThing = () => useSuspenseQuery({ queryKey: ['things'], queryFn: () => 1 });\n",
  apiFetch: "export const getThing = () => apiFetch('/api/things');\n",
  'apiFetch<T>': "export const getThing = () => apiFetch<{ id: string }>('/api/things', { method: 'POST' });\n",
} as const;
const IMPORTS =
  "import { useInfiniteQuery, useQuery, useSuspenseQuery } from '@tanstack/react-query';\nimport { apiFetch } from '../../../lib/api/client';\n";

async function ruleMessages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(IMPORTS + code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('reads in api/ folders', () => {
  it.each([
    ['web/src/features/marketplace/browse/Fixture.tsx', 'useQuery'],
    ['web/src/features/marketplace/buying/Fixture.tsx', 'useInfiniteQuery'],
    ['web/src/features/events/chat/Fixture.tsx', 'useSuspenseQuery'],
    ['web/src/features/events/hooks/fixture.ts', 'apiFetch'],
    ['web/src/features/marketplace/selling/fixture-api.ts', 'apiFetch<T>'],
    ['web/src/ui/form/Fixture.tsx', 'useQuery'],
    ['web/src/features/admin/pages/Fixture.tsx', 'useQuery'],
    ['web/src/features/registry/add-from-store/fixture-api.ts', 'apiFetch'],
  ] as const)('%s may not call %s', async (file, call) => {
    const messages = await ruleMessages(file, CALLS[call]);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/live in the feature's api\/ folder/);
  });

  it.each([
    ['web/src/features/marketplace/api/fixture.ts', 'useQuery'],
    ['web/src/features/events/api/fixture.ts', 'useInfiniteQuery'],
    ['web/src/features/marketplace/api/fixture.ts', 'apiFetch<T>'],
    ['web/src/lib/api/fixture.ts', 'apiFetch'],
    ['web/src/lib/query/fixture.ts', 'useQuery'],
    ['web/src/features/marketplace/browse/Fixture.test.tsx', 'useQuery'],
    ['web/src/test/fixture.ts', 'apiFetch'],
  ] as const)('%s may call %s', async (file, call) => {
    await expect(ruleMessages(file, CALLS[call])).resolves.toEqual([]);
  });

  it('still refuses a TextField select beside it, in an api/ folder too', async () => {
    const code = "import TextField from '@mui/material/TextField';\nexport const F = () => <TextField select />;\n";
    for (const file of [
      'web/src/features/marketplace/browse/Fixture.tsx',
      'web/src/features/marketplace/api/Fixture.tsx',
    ]) {
      const messages = await ruleMessages(file, code);
      expect(messages).toEqual([expect.stringMatching(/Use SelectField/)]);
    }
  });

  it('lets SelectField itself draw the select, and still refuses a read there', async () => {
    const code = "import TextField from '@mui/material/TextField';\nexport const F = () => <TextField select />;\n";
    await expect(ruleMessages('web/src/ui/form/SelectField.tsx', code)).resolves.toEqual([]);
    const messages = await ruleMessages('web/src/ui/form/SelectField.tsx', CALLS.useQuery);
    expect(messages).toEqual([expect.stringMatching(/api\/ folder/)]);
  });
});
