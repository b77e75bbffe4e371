// Every route the app has is a name no registry can take: /registry/{name} must never shadow a route,
// and a registry called "settings" or "admin" must never pose as part of Recess.
import { RESERVED_NAME_SLUGS } from '@shared/registry';
import { ROUTES } from '@shared/routes';
import { nameSlugSchema } from '@shared/schemas/registry-settings';
import { LEGAL_SLUGS } from '@shared/legal';

const paths = ROUTES.map((r) => r.path.replace(/^\//, ''));

describe('reserved registry names', () => {
  it('cover the first segment of every route and every segment under /registry/', () => {
    const wanted = new Set<string>(LEGAL_SLUGS);
    for (const path of paths) {
      const [first, second] = path.split('/');
      if (first && !first.startsWith(':') && first !== '*') wanted.add(first);
      if (first === 'registry' && second && !second.startsWith(':') && second !== '*') wanted.add(second);
    }
    expect(wanted.size).toBeGreaterThan(30);
    expect([...wanted].filter((name) => !RESERVED_NAME_SLUGS.includes(name))).toEqual([]);
  });

  it('cover the brand and role names, and the settings form refuses them', () => {
    for (const name of ['admin', 'recess', 'support', 'help', 'api', 'about', 'legal', 'marketplace', 'events']) {
      expect(nameSlugSchema.safeParse(name).success, name).toBe(false);
    }
    expect(nameSlugSchema.safeParse('maya-okafor').success).toBe(true);
  });
});
