// Build time only (vite.config.ts, never the browser): the chunk map the boot script prefetches
// from when the page is idle (app/idle-prefetch.ts, docs/decisions/012). It pairs each pattern of
// the route table (routes.tsx, read as TypeScript) with the lazy modules its page needs, and the
// client build turns those modules into their chunk files and static imports.
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

/**
 * Every route of `export const routes` in routesFile, in table order, with the lazy modules of its
 * element and of its layouts. `lists` gives the values of arrays the table spreads with `.map`
 * (LEGAL_SLUGS). A construct it does not understand fails the build rather than drop a route.
 */
export function routeModules(routesFile: string, lists: Record<string, readonly string[]>): RouteModules[] {
  ts ??= createRequire(import.meta.url)('typescript') as typeof TypeScript;
  const source = parse(routesFile);
  const lazy = lazyComponents(source);
  const table = constInitializers(source).get('routes');
  if (!table || !ts.isArrayLiteralExpression(table)) throw new Error(`${routesFile}: no routes array`);
  const fail = (node: TypeScript.Node, what: string): never => {
    throw new Error(`${routesFile}: ${what}: ${node.getText(source).slice(0, 80)}`);
  };
  const found: RouteModules[] = [];

  const walkRoute = (route: TypeScript.Expression, parent: string, inherited: string[], scope: Map<string, string>) => {
    if (!ts.isObjectLiteralExpression(route)) return fail(route, 'a route that is not an object literal');
    let pattern: string | undefined;
    let isIndex = false;
    const modules = [...inherited];
    let children: TypeScript.Expression | undefined;
    for (const prop of route.properties) {
      if (!ts.isPropertyAssignment(prop) || !ts.isIdentifier(prop.name)) return fail(prop, 'an unexpected property');
      const value = prop.initializer;
      if (prop.name.text === 'path') {
        if (ts.isStringLiteral(value)) pattern = value.text;
        else if (ts.isIdentifier(value) && scope.has(value.text)) pattern = scope.get(value.text);
        else return fail(value, 'a path that is not a string');
      } else if (prop.name.text === 'index') {
        isIndex = value.kind === ts.SyntaxKind.TrueKeyword;
      } else if (prop.name.text === 'element') {
        const tag = ts.isJsxSelfClosingElement(value)
          ? value.tagName
          : ts.isJsxElement(value)
            ? value.openingElement.tagName
            : fail(value, 'an element that is not JSX');
        const module = lazy.get(tag.getText(source));
        if (module) modules.push(module);
      } else if (prop.name.text === 'children') {
        children = value;
      }
    }
    if (pattern?.includes('?')) fail(route, 'an optional segment (idle-prefetch.ts does not match those)');
    const whole = [parent, pattern ?? ''].filter(Boolean).join('/');
    if (pattern !== undefined || isIndex) found.push({ pattern: whole, modules });
    if (children) walkList(children, whole, modules, scope);
  };

  const walkList = (list: TypeScript.Expression, parent: string, inherited: string[], scope: Map<string, string>) => {
    if (!ts.isArrayLiteralExpression(list)) return fail(list, 'children that are not an array literal');
    for (const item of list.elements) {
      if (!ts.isSpreadElement(item)) {
        walkRoute(item, parent, inherited, scope);
        continue;
      }
      // `...LIST.map((item) => ({ … }))`: one route per value of the list.
      const call = item.expression;
      const callee = ts.isCallExpression(call) ? call.expression : undefined;
      const mapper = ts.isCallExpression(call) ? call.arguments[0] : undefined;
      const values =
        callee && ts.isPropertyAccessExpression(callee) ? lists[callee.expression.getText(source)] : undefined;
      const param = mapper && ts.isArrowFunction(mapper) ? mapper.parameters[0]?.name : undefined;
      if (!values || callee?.getText(source).split('.').pop() !== 'map' || !param || !ts.isIdentifier(param)) {
        return fail(item, 'a spread other than LIST.map((value) => route) of a list given to routeModules');
      }
      const body = (mapper as TypeScript.ArrowFunction).body;
      const route = ts.isParenthesizedExpression(body) ? body.expression : body;
      for (const value of values) {
        walkRoute(route as TypeScript.Expression, parent, inherited, new Map(scope).set(param.text, value));
      }
    }
  };

  walkList(table, '', [], new Map());
  return found;
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
  lists: Record<string, readonly string[]>;
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
        const routes = routeModules(options.routesFile, options.lists);
        const map = chunkMap(bundle, routes, options.appModules, base);
        const ref = this.emitFile({ type: 'asset', name: 'chunk-map.json', source: JSON.stringify(map) });
        const meta = `<meta name="${CHUNK_MAP_META}" content="${base}${this.getFileName(ref)}" />`;
        html.source = html.source.replace('</head>', `  ${meta}\n  </head>`);
      },
    },
  };
}
