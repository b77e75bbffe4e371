// The functions' import graph by area (the first folder under functions/src; a top-level file is an
// area of its own), from each module's relative imports. Type-only imports are left out: they vanish
// when compiled, so they cannot make a circle at run time. The dev seed is left out too: it is
// tooling that reaches into every area and nothing imports it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const IMPORT = /^\s*(?:import|export)\s+(?!type\b)[^'";]*?\bfrom\s+'(\.[^']+)'|\bimport\('(\.[^']+)'\)/gm;

const areaOf = (file) => file.split('/')[0].replace(/\.ts$/, '');

/** Each non-test module under srcDir (posix, relative) with the modules it imports at run time. */
export function moduleImports(srcDir) {
  const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.startsWith('dev/'));
  return new Map(
    files.map((file) => {
      const source = readFileSync(path.join(srcDir, file), 'utf8');
      const targets = [...source.matchAll(IMPORT)]
        .map((m) => path.posix.normalize(path.posix.join(path.posix.dirname(file), m[1] ?? m[2])))
        .filter((target) => !target.startsWith('..'))
        .map((target) => target.replace(/\.js$/, '.ts'));
      return [file, targets];
    }),
  );
}

/** Area → the areas it imports, each with one module pair that shows it. */
export function areaImports(modules) {
  const areas = new Map();
  for (const [file, targets] of modules) {
    for (const target of targets) {
      const [from, to] = [areaOf(file), areaOf(target)];
      if (from === to) continue;
      if (!areas.has(from)) areas.set(from, new Map());
      if (!areas.get(from).has(to)) areas.get(from).set(to, `${file} → ${target}`);
    }
  }
  return areas;
}

/** The circles of a graph (Map of node → iterable of nodes): its strongly connected parts of two or more. */
export function circles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const found = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (stack.includes(to)) low.set(node, Math.min(low.get(node), index.get(to)));
    }
    if (low.get(node) !== index.get(node)) return;
    const part = [];
    let member;
    do {
      member = stack.pop();
      part.push(member);
    } while (member !== node);
    if (part.length > 1) found.push(part.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}
