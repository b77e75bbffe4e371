// Build time only (vite.config.ts, never the browser): the chunk map the boot script prefetches
// from when the page is idle (app/idle-prefetch.ts, docs/decisions/012). It pairs each pattern of
// the route table (@shared/routes) with the lazy modules its page needs (routes.tsx, read as
// TypeScript), and the client build turns those modules into their chunk files and static imports.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type TypeScript from 'typescript';
import type { Plugin } from 'vite';
import type { ChunkMap } from './idle-prefetch';

/** A route of the table: its whole pattern (no leading slash, '' for the home page) and lazy modules. */
export type RouteModules = { pattern: string; modules: string[] };

// The compiler is loaded by Node when a build first needs it, not with vite.config.ts (every Vite
// and Vitest start reads the config; Vitest would also transform all 9 MB of it for a test).
let ts: typeof TypeScript;

const EXTENSIONS = ['.tsx', '.ts', '/index.tsx', '/index.ts'];

function resolveModule(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  const file = EXTENSIONS.map((ext) => base + ext).find((f) => existsSync(f));
  if (!file) throw new Error(`${from}: cannot find the module ${specifier}`);
  return file;
}

function parse(file: string): TypeScript.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
}

/** The first `import('…')` inside a node: what a lazy loader loads. */
function importedSpecifier(node: TypeScript.Node): string | undefined {
  if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
    const [arg] = node.arguments;
    return arg && ts.isStringLiteral(arg) ? arg.text : undefined;
  }
  return ts.forEachChild(node, importedSpecifier);
}

function constInitializers(source: TypeScript.SourceFile): Map<string, TypeScript.Expression> {
  const found = new Map<string, TypeScript.Expression>();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const decl of statement.declarationList.declarations) {
      if (ts.isIdentifier(decl.name) && decl.initializer) found.set(decl.name.text, decl.initializer);
    }
  }
  return found;
}

/** The module a loader named in another file (`lazy(loadHomePage)`) imports. */
function loaderModule(source: TypeScript.SourceFile, name: string): string | undefined {
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings) || !bindings.elements.some((e) => e.name.text === name)) continue;
    const file = resolveModule(source.fileName, statement.moduleSpecifier.text);
    const loader = constInitializers(parse(file)).get(name);
    const specifier = loader && importedSpecifier(loader);
    return specifier ? resolveModule(file, specifier) : undefined;
  }
  return undefined;
}

/** Each `const X = lazy(…)` of the file: X → the module it loads. */
function lazyComponents(source: TypeScript.SourceFile): Map<string, string> {
  const lazy = new Map<string, string>();
  for (const [name, init] of constInitializers(source)) {
    if (!ts.isCallExpression(init) || init.expression.getText(source) !== 'lazy') continue;
    const [loader] = init.arguments;
    const specifier = loader && !ts.isIdentifier(loader) ? importedSpecifier(loader) : undefined;
    const module = specifier
      ? resolveModule(source.fileName, specifier)
      : loader && ts.isIdentifier(loader) && loaderModule(source, loader.text);
    if (!module) throw new Error(`${source.fileName}: cannot tell what the lazy ${name} loads`);
    lazy.set(name, module);
  }
  return lazy;
}

/** What routeModules needs of a route of the table (@shared/routes). */
export type TableRoute = { path: string; page: string; dataLayer: boolean };

/**
 * Every route of the table, in table order, with the lazy modules of its page (the element of its
 * page name in routesFile's `PAGES` object) and the data layout's for the pages under it. A page
 * without an element, or an element that is not plain JSX, fails the build rather than drop a route.
 */
export function routeModules(routesFile: string, table: readonly TableRoute[]): RouteModules[] {
  ts ??= createRequire(import.meta.url)('typescript') as typeof TypeScript;
  const source = parse(routesFile);
  const lazy = lazyComponents(source);
  const pages = constInitializers(source).get('PAGES');
  if (!pages || !ts.isObjectLiteralExpression(pages)) throw new Error(`${routesFile}: no PAGES object`);
  const fail = (node: TypeScript.Node, what: string): never => {
    throw new Error(`${routesFile}: ${what}: ${node.getText(source).slice(0, 80)}`);
  };
  const pageModules = new Map<string, string[]>();
  for (const prop of pages.properties) {
    if (!ts.isPropertyAssignment(prop) || !(ts.isIdentifier(prop.name) || ts.isStringLiteral(prop.name))) {
      return fail(prop, 'a page that is not `name: <Element />`');
    }
    const value = prop.initializer;
    const tag = ts.isJsxSelfClosingElement(value)
      ? value.tagName
      : ts.isJsxElement(value)
        ? value.openingElement.tagName
        : fail(value, 'an element that is not JSX');
    const module = lazy.get(tag.getText(source));
    pageModules.set(prop.name.text, module ? [module] : []);
  }
  const dataLayout = lazy.get('DataLayout');
  if (!dataLayout) throw new Error(`${routesFile}: no lazy DataLayout`);
  return table.map((route) => {
    const own = pageModules.get(route.page);
    if (!own) throw new Error(`${routesFile}: no element for the page ${route.page}`);
    if (route.path.includes('?'))
      throw new Error(`${route.path}: an optional segment (idle-prefetch.ts does not match those)`);
    return {
      pattern: route.path.replace(/^\//, ''),
      modules: [...(route.dataLayer ? [dataLayout] : []), ...own],
    };
  });
}

type BundleChunk = { type: 'chunk'; fileName: string; imports: string[]; moduleIds: string[]; isEntry: boolean };
type BundleItem = BundleChunk | { type: 'asset'; fileName: string; source: string | Uint8Array };

/**
 * The chunk map from the client build's output: the files of the first interaction (`appModules`:
 * the app's entry, what boot.ts imports with it, the header's menu) and of each route, each file
 * with its static imports, less what the boot script has loaded already.
 */
export function chunkMap(
  bundle: Record<string, BundleItem>,
  routes: RouteModules[],
  appModules: string[],
  base: string,
): ChunkMap {
  const chunks = Object.values(bundle).filter((item): item is BundleChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const chunkOf = (module: string) => {
    const chunk = chunks.find((c) => c.moduleIds.includes(module));
    if (!chunk) throw new Error(`No chunk of the client build holds ${module}`);
    return chunk;
  };
  const withImports = (chunk: BundleChunk, seen = new Set<string>()) => {
    if (!seen.has(chunk.fileName)) {
      seen.add(chunk.fileName);
      for (const file of chunk.imports) {
        const imported = byFile.get(file);
        if (imported) withImports(imported, seen);
      }
    }
    return seen;
  };
  const loaded = new Set<string>();
  for (const entry of chunks.filter((c) => c.isEntry)) withImports(entry, loaded);
  const files: string[] = [];
  const indexOf = (file: string) => {
    const at = files.indexOf(base + file);
    return at >= 0 ? at : files.push(base + file) - 1;
  };
  const filesOf = (modules: string[]) => {
    const all = new Set<string>();
    for (const module of modules) withImports(chunkOf(module), all);
    return [...all].filter((file) => !loaded.has(file)).map(indexOf);
  };
  const app = filesOf(appModules);
  const appSet = new Set(app);
  return {
    files,
    app,
    routes: routes.map(({ pattern, modules }) => [pattern, filesOf(modules).filter((i) => !appSet.has(i))]),
  };
}

/** The name of the meta tag that gives the boot script the chunk map's address. */
const CHUNK_MAP_META = 'recess-chunk-map';

/**
 * Writes the chunk map as a hashed asset of the client build and names it in index.html (every
 * page's template), so a page always points at the map of the build it came from.
 */
export function routeChunksPlugin(options: {
  routesFile: string;
  table: readonly TableRoute[];
  appModules: string[];
}): Plugin {
  let base = '/';
  let isSsr = false;
  return {
    name: 'recess:route-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      isSsr = Boolean(config.build.ssr);
    },
    generateBundle: {
      order: 'post',
      handler(_output, bundle) {
        if (isSsr) return;
        const html = bundle['index.html'];
        if (html?.type !== 'asset' || typeof html.source !== 'string') {
          throw new Error('recess:route-chunks found no index.html in the client build');
        }
        const routes = routeModules(options.routesFile, options.table);
        const map = chunkMap(bundle, routes, options.appModules, base);
        const ref = this.emitFile({ type: 'asset', name: 'chunk-map.json', source: JSON.stringify(map) });
        const meta = `<meta name="${CHUNK_MAP_META}" content="${base}${this.getFileName(ref)}" />`;
        html.source = html.source.replace('</head>', `  ${meta}\n  </head>`);
      },
    },
  };
}
