// Covers the import lines ESLint holds in web/ (eslint.config.js): each wrong import below fails
// lint with its own message, and the right way to write it passes.
import path from 'node:path';
import { eslint, root } from './project-eslint';

async function lintImport(file: string, specifier: string): Promise<string[]> {
  const code = `import { thing } from '${specifier}';\nexport const used = thing;\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import boundaries in web/', () => {
  it.each([
    [
      'web/src/features/catalog/pages/Fixture.tsx',
      '../../registry/hooks/use-add-to-registry',
      /Another feature's internals/,
    ],
    ['web/src/features/checklist/Fixture.tsx', '../registry/api/mutations', /Another feature's internals/],
    ['web/src/features/registry/api/deep/Fixture.ts', '../../../auth/session', /Another feature's internals/],
    ['web/src/features/catalog/pages/Fixture.tsx', '../../../app/routes', /never imports app/],
    ['web/src/lib/query/Fixture.ts', '../../features/auth', /never import them/],
    ['web/src/ui/Fixture.tsx', '../app/layout/Header', /never import them/],
    ['web/src/features/catalog/Fixture.tsx', '../../../functions/src/shared/registry', /@shared/],
    ['web/src/app/Fixture.tsx', '../../functions/src/http/app', /@shared/],
    ['web/src/features/catalog/pages/Fixture.tsx', '../../marketplace', /catalog does not import the marketplace/],
    ['web/src/features/catalog/Fixture.tsx', '../marketplace', /catalog does not import the marketplace/],
  ])('%s may not import %s', async (file, specifier, message) => {
    const messages = await lintImport(file, specifier);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(message);
  });

  it.each([
    ['web/src/features/catalog/pages/Fixture.tsx', '../../registry'],
    ['web/src/features/catalog/pages/Fixture.tsx', '../components/ProductCard'],
    ['web/src/features/registry/api/deep/Fixture.ts', '../../../auth'],
    ['web/src/features/catalog/pages/Fixture.tsx', '../../../ui/meta/PageMeta'],
    ['web/src/app/Fixture.tsx', '../features/registry/pages/RegistryPage'],
    ['web/src/lib/query/Fixture.ts', '../firebase/id-token'],
    ['web/src/features/catalog/Fixture.tsx', '@shared/registry'],
    ['web/src/features/marketplace/api/Fixture.ts', '../../catalog'],
  ])('%s may import %s', async (file, specifier) => {
    await expect(lintImport(file, specifier)).resolves.toEqual([]);
  });
});

// The functions' lines (issue 25 §4); their circles are found on the import graph by
// scripts/test/function-areas.test.mjs.
describe('import boundaries in functions/', () => {
  it.each([
    ['functions/src/lib/fixture.ts', '../marketplace/photos/process-photo.js', /lib\/ imports no area/],
    ['functions/src/lib/fixture.ts', '../account/index.js', /lib\/ imports no area/],
    ['functions/src/shared/fixture.ts', '../lib/admin.js', /shared\/ is read by web/],
    ['functions/src/shared/schemas/fixture.ts', '../../lib/validate.js', /shared\/ is read by web/],
  ])('%s may not import %s', async (file, specifier, message) => {
    const messages = await lintImport(file, specifier);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(message);
  });

  it.each([
    ['functions/src/lib/fixture.ts', './admin.js'],
    ['functions/src/lib/fixture.ts', '../shared/marketplace.js'],
    ['functions/src/shared/fixture.ts', './marketplace.js'],
    ['functions/src/shared/schemas/fixture.ts', '../marketplace.js'],
    ['functions/src/marketplace/orders/fixture.ts', '../../notify/notifications.js'],
  ])('%s may import %s', async (file, specifier) => {
    await expect(lintImport(file, specifier)).resolves.toEqual([]);
  });
});
