// The browser's routes are the route table's (@shared/routes), and the table's own matcher (which the
// render function, the boot script and the static page loaders use) picks what React Router picks.
import { matchRoutes } from 'react-router-dom';
import { ROUTES, routeOf } from '@shared/routes';
import { routes } from './routes';

const pattern = (path: string) => path.replace(/^\//, '');

/** The pattern React Router shows for a path ('' for the home page). */
function routerPattern(path: string): string | undefined {
  const matches = matchRoutes(routes, path);
  const last = matches?.at(-1)?.route;
  return last?.index ? '' : last?.path;
}

// Where a parameter stands, every static segment other routes have in that place: the paths that
// could be read two ways (/marketplace/sell/x against /marketplace/:title/:id).
const segmentsOf = (path: string) => path.split('/').slice(1);
function samples(path: string): string[] {
  if (path === '*') return ['/nothing/here', '/registry/a/b/c'];
  const parts = segmentsOf(path).map((s) => (s.startsWith(':') ? 'x1' : s === '*' ? 'a/b' : s));
  const out = new Set([`/${parts.join('/')}`]);
  segmentsOf(path).forEach((segment, i) => {
    if (!segment.startsWith(':')) return;
    for (const other of ROUTES) {
      const word = segmentsOf(other.path)[i];
      if (word && !word.startsWith(':') && word !== '*') out.add(`/${parts.with(i, word).join('/')}`);
    }
  });
  return [...out];
}

describe('the route table', () => {
  it('is the browser router’s: each route once, and the same route for every path', () => {
    for (const route of ROUTES) {
      const [own] = samples(route.path);
      expect(routerPattern(own ?? ''), route.path).toBe(pattern(route.path));
      for (const sample of samples(route.path)) {
        expect(pattern(routeOf(sample).path), sample).toBe(routerPattern(sample));
      }
    }
  });

  it('puts every page that reads data under the data layout, and sign-in outside it', () => {
    const [layout] = routes;
    const dataLayout = layout?.children?.find((r) => !r.path && !r.index && r.children);
    const under = new Set(dataLayout?.children?.map((r) => r.path));
    for (const route of ROUTES) expect(under.has(pattern(route.path)), route.path).toBe(route.dataLayer);
    expect(routeOf('/signin').dataLayer).toBe(false);
    expect(routeOf('/registry/maya-okafor').dataLayer).toBe(true);
  });
});
