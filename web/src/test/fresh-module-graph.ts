// Setup for the test files that replace modules (vi.mock): they share a worker, and with it jsdom and
// the packages (React, MUI, loaded once), but each evaluates the app's own modules afresh, with its
// own stand-ins, as a worker of its own would. Setup files run again before each test file, so this
// runs before each file's imports. A file that replaces a package ('firebase/auth') evaluates every
// module afresh, packages too (what Vitest does between two files of one worker when `isolate` is
// on, resetModules in vitest/dist/chunks/utils), and so does the file after it, so that no package
// keeps a stand-in it was handed.
import { readFileSync } from 'node:fs';

interface ModuleNode {
  promise?: unknown;
  exports?: unknown;
  evaluated: boolean;
  importers: Set<string>;
}
interface WorkerState {
  filepath?: string;
  evaluatedModules?: { idToModuleMap: Map<string, ModuleNode> };
}
type Scope = typeof globalThis & { __vitest_worker__?: WorkerState; __recessPackagesMocked?: boolean };

const scope = globalThis as Scope;
const worker = scope.__vitest_worker__;
const modules = worker?.evaluatedModules?.idToModuleMap;
// Loud rather than silently shared, should a Vitest upgrade move its module registry.
if (!modules || !worker?.filepath)
  throw new Error("fresh-module-graph: Vitest's module registry moved (vite.config.ts)");

const mocksPackage = /vi\.mock\(\s*['"][^./]/.test(readFileSync(worker.filepath, 'utf8'));
const resetPackages = mocksPackage || scope.__recessPackagesMocked === true;
scope.__recessPackagesMocked = mocksPackage;

const keep = [/\/vitest\/dist\//, /vitest-virtual-\w+\/dist/, /@vitest\/dist/, /\/src\/test\/fresh-module-graph\.ts$/];
for (const [id, node] of modules) {
  if (keep.some((re) => re.test(id))) continue;
  if (!resetPackages && id.includes('/node_modules/') && !id.startsWith('mock:')) continue;
  node.promise = undefined;
  node.exports = undefined;
  node.evaluated = false;
  node.importers.clear();
}
