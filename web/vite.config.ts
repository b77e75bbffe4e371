// Vite builds the single-page app; Vitest runs its unit tests in jsdom.
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
// Relative imports name their file (.js finds the .ts): Vite checks the config's imports for its
// coming native loader, which needs one.
import { ROUTES } from '../functions/src/shared/routes.js';
import { routeChunksPlugin } from './src/app/route-chunks.js';

// React Router's package exports point at its development build (its own Vite plugin swaps in the
// production one); builds use the production build, tests keep the development one's warnings.
const reactRouterDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));

const webDir = path.dirname(new URL(import.meta.url).pathname);

// Code shared with the functions (zod schemas, types, constants) has one address on both sides:
// `@shared/registry` is functions/src/shared/registry.ts. It holds no Firebase imports.
const sharedAlias = {
  find: /^@shared\/(.*)$/,
  replacement: path.join(webDir, '../functions/src/shared/$1'),
};

// reactfire's one bundle imports every Firebase SDK it wraps (Database, Functions, Remote Config,
// Storage); this app uses only its Firestore hooks. Those imports resolve to a stub that throws, so
// about 45 kB gzipped never ships (docs/decisions/008). An app that starts using one of those SDKs
// must drop it from this list.
const unusedFirebaseSdks = {
  find: /^firebase\/(database|functions|remote-config|storage)$/,
  replacement: path.join(webDir, 'src/lib/firebase/unused-sdk.ts'),
};

// Test files that replace modules with `vi.mock` each evaluate the app's modules afresh, with their
// own stand-ins (src/test/fresh-module-graph.ts); those that say `@isolated-module-graph` get a
// worker of their own. Only Vitest reads them; a build or the dev server skips the scan.
const testFiles = !process.env.VITEST
  ? []
  : readdirSync(path.join(webDir, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.test\.tsx?$/.test(f))
      .map((f) => ({
        file: `src/${f.split(path.sep).join('/')}`,
        text: readFileSync(path.join(webDir, 'src', f), 'utf8'),
      }));
// Plain .ts files that ask for jsdom drive the document itself (rewrite its head and body, its
// history, its listeners, as the boot script and the bookmarklet do): each gets a fresh one, as a
// file that says `@isolated-module-graph` does. Sharing a worker's document with the components
// after them broke their dialogs ("The child can not be found in the parent").
const ownsTheDocument = (t: { file: string; text: string }) =>
  t.file.endsWith('.ts') && /@vitest-environment jsdom/.test(t.text);
const isolatedFiles = testFiles
  .filter((t) => t.text.includes('@isolated-module-graph') || ownsTheDocument(t))
  .map((t) => t.file);
const mockingFiles = testFiles
  .filter((t) => t.text.includes('vi.mock(') && !isolatedFiles.includes(t.file))
  .map((t) => t.file);
// Each project holds files of one environment: a file's `// @vitest-environment` comment, else jsdom
// for components (.tsx) and Node for the rest. A worker whose next file asks for another environment
// is replaced by a new one, which loads Vitest, React and the app's modules again: mixed in one
// project, 16 such files made the Node project start 18 workers for 67 files.
const environmentOf = (file: string) =>
  /@vitest-environment (\w+)/.exec(testFiles.find((t) => t.file === file)?.text ?? '')?.[1] ??
  (file.endsWith('.tsx') ? 'jsdom' : 'node');
const inDom = (files: string[]) => files.filter((f) => environmentOf(f) === 'jsdom');
const inNode = (files: string[]) => files.filter((f) => environmentOf(f) === 'node');
const plainFiles = testFiles.map((t) => t.file).filter((f) => !isolatedFiles.includes(f) && !mockingFiles.includes(f));

// What the boot script prefetches when the page is idle (docs/decisions/012): the app's entry, the
// modules boot.ts imports beside it, and the header's menu (the first tap is often on it), plus
// each route's page, all from this build's chunk graph.
const idlePrefetch = routeChunksPlugin({
  routesFile: path.join(webDir, 'src/app/routes.tsx'),
  table: ROUTES,
  appModules: ['src/main.tsx', 'src/preload-route.ts', 'src/app/layout/MainMenu.tsx'].map((f) => path.join(webDir, f)),
});

export default defineConfig(({ command, isSsrBuild, mode }) => ({
  plugins: [react(), idlePrefetch],
  resolve: {
    alias:
      command === 'build'
        ? [
            sharedAlias,
            unusedFirebaseSdks,
            { find: /^react-router$/, replacement: path.join(reactRouterDir, 'dist/production/index.mjs') },
            { find: /^react-router\/dom$/, replacement: path.join(reactRouterDir, 'dist/production/dom-export.mjs') },
          ]
        : [sharedAlias],
  },
  // The server render's bundle (src/entry-server.tsx) goes to the functions, whole: every dependency
  // inside and one file, so the function needs no browser packages installed (docs/decisions/009).
  ssr: { noExternal: true },
  build: isSsrBuild
    ? {
        target: 'node22',
        outDir: '../functions/ssr',
        emptyOutDir: true,
        sourcemap: false,
        copyPublicDir: false,
        rollupOptions: { output: { codeSplitting: false, entryFileNames: 'entry-server.js' } },
      }
    : {
        target: 'es2022',
        // Source maps help when debugging on the emulators; a production build has none, so none is
        // deployed (firebase.json's hosting.ignore also leaves out any *.map).
        sourcemap: mode !== 'production',
        // scripts/bench.mjs reads the chunk graph from it (dist/.vite is not deployed: Hosting ignores dot folders).
        manifest: true,
        // The budget is checked by scripts/bench.mjs; this only keeps an eye on stray big chunks.
        chunkSizeWarningLimit: 400,
        // Policy texts are fetched as files; an inlined data: URL would fall foul of the CSP's connect-src.
        assetsInlineLimit: (file: string) => (file.endsWith('.md') ? false : undefined),
        // The route table and the constants it reads are the boot script's and the app's: one small
        // chunk for the three, rather than one per module, so the boot waits on no extra file.
        rollupOptions: {
          output: {
            codeSplitting: {
              groups: [{ name: 'route-table', test: /functions\/src\/shared\/(?:routes|storage-keys|legal)\.ts$/ }],
            },
          },
        },
      },
  server: { port: 5173, strictPort: true },
  // Components (*.test.tsx) run in jsdom; everything else in plain Node, which starts far faster. A
  // .test.ts that needs a DOM says so in its first line: `// @vitest-environment jsdom`.
  test: {
    globals: true,
    setupFiles: ['src/test/setup.ts'],
    // Component tests type and click through whole forms; on a busy two-core machine 5 s is too tight.
    testTimeout: 20_000,
    restoreMocks: true,
    // Both cores (Vitest leaves one idle by default), and one module graph per worker instead of one
    // per file: files share a worker's jsdom, React and MUI, which roughly halves the run. A file that
    // replaces modules (`vi.mock`) shares the worker too but evaluates the app's own modules afresh
    // (the `mocking` projects), so its stand-ins never leak into a neighbour, nor a neighbour's real
    // modules into it: a worker of its own per file cost a third of the run's CPU time, reloading
    // React, MUI and jsdom each time.
    pool: 'threads',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: inDom(plainFiles),
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom-mocking',
          environment: 'jsdom',
          include: inDom(mockingFiles),
          isolate: false,
          setupFiles: ['src/test/fresh-module-graph.ts'],
        },
      },
      { extends: true, test: { name: 'dom-isolated', environment: 'jsdom', include: inDom(isolatedFiles) } },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: inNode(plainFiles),
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'node-mocking',
          environment: 'node',
          include: inNode(mockingFiles),
          isolate: false,
          setupFiles: ['src/test/fresh-module-graph.ts'],
        },
      },
      { extends: true, test: { name: 'node-isolated', environment: 'node', include: inNode(isolatedFiles) } },
    ],
  },
}));
