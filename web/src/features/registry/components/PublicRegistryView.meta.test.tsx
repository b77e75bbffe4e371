// Covers what a shared registry link shows: "{ownerName}'s {title}" as the preview title, the first
// item's image, the registry's description, and the canonical public address.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { PublicRegistry } from '@shared/registry';
import { PublicRegistryView } from './PublicRegistryView';

const registry: PublicRegistry = {
  uid: 'u1',
  ownerName: 'Maya Okafor',
  title: 'Baby Registry',
  description: '',
  nameSlug: 'maya-okafor',
  items: [
    { id: 'a', title: 'Swaddle', brand: 'Cozy', purchased: false, quantity: 1, note: '' },
    { id: 'b', title: 'Crib', brand: 'Oak', imageUrl: '/images/crib.jpg', purchased: false, quantity: 1, note: '' },
    {
      id: 'c',
      title: 'Lamp',
      brand: 'Glow',
      imageUrl: 'https://cdn.example.net/lamp.jpg',
      purchased: true,
      quantity: 1,
      note: '',
    },
  ],
  itemCount: 3,
  purchasedCount: 1,
  searchPrefixes: [],
  updatedAt: 1,
};

// The view asks for used listings of its gifts once in a browser: a cache of its own, as DataLayout gives it.
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

const meta = (key: string) =>
  document.head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');

beforeEach(() => {
  vi.stubEnv('VITE_SITE_URL', 'https://recess.example');
});
afterEach(() => {
  vi.unstubAllEnvs();
});

it("shows the owner's registry title and the first item image in link previews", () => {
  render(
    <MemoryRouter initialEntries={['/registry/public/u1']}>
      <PublicRegistryView registry={registry} />
    </MemoryRouter>,
    { wrapper },
  );

  expect(document.title).toBe("Maya Okafor's Baby Registry | Recess");
  expect(meta('og:title')).toBe("Maya Okafor's Baby Registry");
  expect(meta('twitter:title')).toBe("Maya Okafor's Baby Registry");
  expect(meta('og:image')).toBe('https://recess.example/images/crib.jpg');
  expect(meta('twitter:card')).toBe('summary_large_image');
  expect(meta('og:url')).toBe('https://recess.example/registry/maya-okafor');
  expect(meta('description')).toContain("Maya Okafor's Baby Registry");
  expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
});

it("uses the registry's own description when it has one", () => {
  render(
    <MemoryRouter initialEntries={['/registry/maya-okafor']}>
      <PublicRegistryView registry={{ ...registry, description: 'Our little one arrives in May.' }} />
    </MemoryRouter>,
    { wrapper },
  );

  expect(meta('description')).toBe('Our little one arrives in May.');
  expect(meta('og:description')).toBe('Our little one arrives in May.');
});

it('does not say the owner twice when the title already names them', () => {
  render(
    <MemoryRouter initialEntries={['/registry/maya-okafor']}>
      <PublicRegistryView registry={{ ...registry, title: "Baby Okafor's Registry" }} />
    </MemoryRouter>,
    { wrapper },
  );

  expect(document.title).toBe("Baby Okafor's Registry | Recess");
  expect(meta('og:title')).toBe("Baby Okafor's Registry");
});

it('sends Registry Viewed once with the registry vocabulary of spec section 3, never the owner name', async () => {
  const { clearRecentEvents, recentEvents } = await import('../../../lib/analytics/track');
  clearRecentEvents();
  const view = render(
    <MemoryRouter>
      <PublicRegistryView registry={registry} />
    </MemoryRouter>,
    { wrapper },
  );
  view.rerender(
    <MemoryRouter>
      <PublicRegistryView registry={{ ...registry }} />
    </MemoryRouter>,
  );
  const viewed = recentEvents().filter((e) => e.event === 'Registry Viewed');
  expect(viewed).toHaveLength(1);
  expect(viewed[0]?.properties).toEqual({
    registry_id: 'u1',
    registry_title: 'Baby Registry',
    registry_item_count: 3,
    registry_purchased_count: 1,
  });
  expect(JSON.stringify(viewed)).not.toContain('Okafor');
});
