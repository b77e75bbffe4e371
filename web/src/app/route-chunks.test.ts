// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isValidElement, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ROUTES } from '@shared/routes';
import { chunkMap, routeModules } from './route-chunks';
import { routes } from './routes';

const appDir = path.dirname(new URL(import.meta.url).pathname);
const routesFile = path.join(appDir, 'routes.tsx');

/** The real route table, flattened: each route's whole pattern and whether its element is lazy. */
function flatten(list: RouteObject[], parent = ''): { pattern: string; isLazy: boolean }[] {
  return list.flatMap((route) => {
    const whole = [parent, route.path ?? ''].filter(Boolean).join('/');
    const element: ReactNode = route.element;
    const type = isValidElement(element) ? (element.type as { $$typeof?: symbol }) : undefined;
    const isLazy = type?.$$typeof === Symbol.for('react.lazy');
    const own = route.path !== undefined || route.index ? [{ pattern: whole, isLazy }] : [];
    return [...own, ...flatten(route.children ?? [], whole)];
  });
}

describe('routeModules', () => {
  const found = routeModules(routesFile, ROUTES);
  const table = new Map(flatten(routes).map((r) => [r.pattern, r]));

  it('gives every route of the table its modules, and the browser has each one', () => {
    expect(found.map((r) => r.pattern)).toEqual(ROUTES.map((r) => r.path.replace(/^\//, '')));
    expect([...table.keys()].sort()).toEqual(found.map((r) => r.pattern).sort());
  });

  it('finds the module of every lazy page, and the data layout for the pages under it', () => {
    const dataLayout = path.join(appDir, 'layout/DataLayout.tsx');
    for (const route of found) {
      const own = route.modules.filter((m) => m !== dataLayout);
      expect(own.length, route.pattern).toBe(table.get(route.pattern)?.isLazy ? 1 : 0);
    }
    const byPattern = new Map(found.map((r) => [r.pattern, r.modules]));
    expect(byPattern.get('registry/:registryId')).toEqual([
      dataLayout,
      path.join(appDir, '../features/registry/pages/RegistryPage.tsx'),
    ]);
    expect(byPattern.get('')).toEqual([path.join(appDir, '../features/home/HomePage.tsx')]);
    expect(byPattern.get('privacy-policy')).toEqual([path.join(appDir, '../features/legal/pages/LegalPage.tsx')]);
    expect(byPattern.get('*')).toEqual([]);
  });

  it('fails rather than drop a route it cannot read', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'route-chunks-'));
    try {
      const file = path.join(dir, 'routes.tsx');
      const DataLayout = `const DataLayout = lazy(() => import('${path.join(appDir, 'layout/DataLayout')}'));\n`;
      const table = [{ path: '/a', page: 'a', dataLayer: true }];
      writeFileSync(file, `${DataLayout}const PAGES = { a: <A />, ...more };\n`);
      expect(() => routeModules(file, table)).toThrow(/a page that is not/);
      writeFileSync(file, `${DataLayout}const PAGES = { a: make() };\n`);
      expect(() => routeModules(file, table)).toThrow(/an element that is not JSX/);
      writeFileSync(file, `${DataLayout}const PAGES = { b: <B /> };\n`);
      expect(() => routeModules(file, table)).toThrow(/no element for the page a/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('chunkMap', () => {
  const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) => ({
    type: 'chunk' as const,
    fileName,
    moduleIds,
    imports,
    isEntry,
  });
  const bundle = {
    'assets/boot.js': chunk('assets/boot.js', ['/src/boot.ts'], ['assets/runtime.js'], true),
    'assets/runtime.js': chunk('assets/runtime.js', ['/runtime']),
    'assets/main.js': chunk(
      'assets/main.js',
      ['/src/main.tsx', '/src/app/App.tsx'],
      ['assets/react.js', 'assets/runtime.js'],
    ),
    'assets/react.js': chunk('assets/react.js', ['/react']),
    'assets/Page.js': chunk('assets/Page.js', ['/src/Page.tsx', '/src/Other.tsx'], ['assets/react.js', 'assets/ui.js']),
    'assets/ui.js': chunk('assets/ui.js', ['/ui']),
    'index.html': { type: 'asset' as const, fileName: 'index.html', source: '' },
  };

  it('lists the app with its static imports, each route beyond the app, and nothing the boot script loaded', () => {
    const map = chunkMap(
      bundle,
      [
        { pattern: 'page/:id', modules: ['/src/Other.tsx'] },
        { pattern: '*', modules: [] },
      ],
      ['/src/main.tsx'],
      '/',
    );
    const files = (indexes: number[]) => indexes.map((i) => map.files[i]);
    expect(files(map.app)).toEqual(['/assets/main.js', '/assets/react.js']);
    expect(map.routes.map(([pattern, indexes]) => [pattern, files(indexes)])).toEqual([
      ['page/:id', ['/assets/Page.js', '/assets/ui.js']],
      ['*', []],
    ]);
  });

  it('fails on a module no chunk holds', () => {
    expect(() => chunkMap(bundle, [{ pattern: 'x', modules: ['/src/Gone.tsx'] }], [], '/')).toThrow(/Gone/);
  });
});
