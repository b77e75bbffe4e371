// The functions' areas import one way (issue 25 §4): lib/ and shared/ import no area, and no two
// areas, nor two modules, import each other round a circle. ESLint holds lib/ and shared/ file by
// file (eslint.config.js); a circle spans files, so it is found here, on the import graph.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { areaImports, circles, moduleImports } from '../lib/function-areas.mjs';

const srcDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'functions', 'src');
const modules = moduleImports(srcDir);
const areas = areaImports(modules);
const keysOf = (graph) => new Map([...graph].map(([node, targets]) => [node, [...targets.keys()]]));

describe("the functions' import graph", () => {
  it('reads the areas and their imports', () => {
    assert.ok(modules.size > 100, `${modules.size} modules`);
    assert.ok(areas.get('http')?.has('marketplace'), 'http imports marketplace');
  });

  it('has lib/ and shared/ import no area', () => {
    for (const base of ['lib', 'shared']) {
      const reached = [...(areas.get(base) ?? new Map())].filter(([to]) => to !== 'shared');
      assert.deepEqual(
        reached.map(([, example]) => example),
        [],
        `${base}/ imports an area`,
      );
    }
  });

  it('has no circle between areas', () => {
    const found = circles(keysOf(areas)).map((part) =>
      part.flatMap((from) => part.filter((to) => areas.get(from)?.has(to)).map((to) => areas.get(from).get(to))),
    );
    assert.deepEqual(found, []);
  });

  it('has no circle between modules', () => {
    assert.deepEqual(circles(modules), []);
  });

  it('finds a circle where there is one', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
    ]);
    assert.deepEqual(circles(graph), [['a', 'b', 'c']]);
    assert.deepEqual(
      circles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
      [],
    );
  });
});
