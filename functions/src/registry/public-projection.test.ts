// The public projection: public registries and items only, product fields only, never purchaser data.
import { describe, expect, it } from 'vitest';
import { LIMITS, newRegistryItem, type RegistryItem } from '../shared/registry.js';
import { buildPublicRegistry, projectableRegistry, type ProjectableRegistry } from './public-projection.js';

const NOW = 1_750_000_000_000;

function item(id: string, overrides: Partial<RegistryItem> & Record<string, unknown> = {}): RegistryItem {
  return {
    ...newRegistryItem(
      {
        id,
        title: `Product ${id}`,
        brand: 'Acme',
        category: 'strollers',
        subcategory: 'travel',
        price: 129.99,
        imageUrl: `https://img.example.com/${id}.jpg`,
        externalUrl: `https://shop.example.com/${id}`,
        description: 'Folds with one hand.',
        ageRange: '0-4 years',
        retailer: 'Target',
      },
      1_700_000_000_000,
    ),
    ...overrides,
  };
}

const bought = {
  purchased: true,
  email: { email: 'aunt.ruth@example.com' },
  first: 'Ruth',
  last: 'Okafor',
  orderNumber: 'ORD-991',
  storeName: 'Target',
  purchasedAt: 1_749_000_000_000,
  thankYouSent: true,
};

function registry(overrides: Partial<ProjectableRegistry> = {}): ProjectableRegistry {
  return {
    uid: 'owner-1',
    ownerName: 'Maya Okafor',
    title: 'Baby Registry',
    description: 'Welcome to our baby registry!',
    isPublic: true,
    product: [item('p1'), item('p2', bought), item('p3', { isPublic: false })],
    ...overrides,
  };
}

describe('buildPublicRegistry', () => {
  it('is null for a private registry', () => {
    expect(buildPublicRegistry(registry({ isPublic: false }), NOW)).toBeNull();
  });

  it('keeps the public items with product fields, purchased, quantity and note, and counts them', () => {
    const result = buildPublicRegistry(registry({ nameSlug: 'maya-and-sam' }), NOW);
    expect(result).toEqual({
      uid: 'owner-1',
      ownerName: 'Maya Okafor',
      title: 'Baby Registry',
      description: 'Welcome to our baby registry!',
      nameSlug: 'maya-and-sam',
      items: [
        {
          id: 'p1',
          title: 'Product p1',
          brand: 'Acme',
          category: 'strollers',
          subcategory: 'travel',
          price: 129.99,
          imageUrl: 'https://img.example.com/p1.jpg',
          externalUrl: 'https://shop.example.com/p1',
          description: 'Folds with one hand.',
          ageRange: '0-4 years',
          retailer: 'Target',
          purchased: false,
          quantity: 1,
          note: '',
        },
        expect.objectContaining({ id: 'p2', purchased: true }),
      ],
      itemCount: 2,
      purchasedCount: 1,
      searchPrefixes: [
        'm',
        'ma',
        'may',
        'maya',
        'o',
        'ok',
        'oka',
        'okaf',
        'okafo',
        'okafor',
        'b',
        'ba',
        'bab',
        'baby',
        'r',
        're',
        'reg',
        'regi',
        'regis',
        'regist',
        'registr',
        'registry',
      ],
      updatedAt: NOW,
    });
  });

  it('never copies purchaser or tracker fields, nor unknown keys', () => {
    const result = buildPublicRegistry(
      registry({ product: [item('p2', { ...bought, secret: 'x', addedAt: 5, isPublic: true })] }),
      NOW,
    );
    const [only] = result?.items ?? [];
    const json = JSON.stringify(result);
    for (const leaked of ['aunt.ruth', 'Ruth', 'ORD-991', '1749000000000', 'thankYouSent', 'secret', 'addedAt']) {
      expect(json).not.toContain(leaked);
    }
    expect(Object.keys(only ?? {}).sort()).toEqual(
      [
        'ageRange',
        'brand',
        'category',
        'description',
        'externalUrl',
        'id',
        'imageUrl',
        'note',
        'price',
        'purchased',
        'quantity',
        'retailer',
        'subcategory',
        'title',
      ].sort(),
    );
  });

  it('leaves optional product fields out when absent rather than writing undefined', () => {
    const bare = {
      ...newRegistryItem({ id: 'p9', title: 'Swaddle', brand: 'Loom' }, 1),
      note: 'Any colour',
      quantity: 3,
    };
    const [only] = buildPublicRegistry(registry({ product: [bare] }), NOW)?.items ?? [];
    expect(only).toEqual({
      id: 'p9',
      title: 'Swaddle',
      brand: 'Loom',
      purchased: false,
      quantity: 3,
      note: 'Any colour',
    });
    expect(Object.values(only ?? {})).not.toContain(undefined);
  });

  it('drops non-web links and malformed items that a client could have written', () => {
    const items = [
      item('p1', { externalUrl: 'javascript:alert(1)', imageUrl: 'data:image/png;base64,AAAA' }),
      null,
      'p2',
      { title: 'no id', isPublic: true },
      item('p4', { isPublic: 'yes' as unknown as boolean }),
      item('p5', { quantity: -2, note: 42 as unknown as string, price: Number.NaN, purchased: 'yes' as never }),
    ] as unknown as RegistryItem[];
    const result = buildPublicRegistry(registry({ product: items }), NOW);
    expect(result?.items.map((i) => i.id)).toEqual(['p1', 'p5']);
    expect(result?.items[0]).not.toHaveProperty('externalUrl');
    expect(result?.items[0]).not.toHaveProperty('imageUrl');
    expect(result?.items[1]).toMatchObject({ quantity: 1, note: '', purchased: false });
    expect(result?.items[1]).not.toHaveProperty('price');
  });

  it('keeps catalog images on this site but not protocol-relative or script links', () => {
    const keep = buildPublicRegistry(registry({ product: [item('p1', { imageUrl: '/images/products/p1.svg' })] }), 1);
    expect(keep?.items[0]?.imageUrl).toBe('/images/products/p1.svg');
    for (const imageUrl of ['//evil.example/x.png', '/images/x.svg" onerror="alert(1)', 'javascript:alert(1)']) {
      const drop = buildPublicRegistry(registry({ product: [item('p1', { imageUrl })] }), 1);
      expect(drop?.items[0]).not.toHaveProperty('imageUrl');
    }
    const link = buildPublicRegistry(registry({ product: [item('p1', { externalUrl: '/relative/shop' })] }), 1);
    expect(link?.items[0]).not.toHaveProperty('externalUrl');
  });

  it('has unique, normalised search prefixes and a null slug by default', () => {
    const result = buildPublicRegistry(registry({ ownerName: 'Zoë Baby', title: 'Zoe’s Baby Registry!' }), NOW);
    expect(result?.searchPrefixes).toEqual([
      ...['z', 'zo', 'zoe', 'b', 'ba', 'bab', 'baby', 's'],
      ...['r', 're', 'reg', 'regi', 'regis', 'regist', 'registr', 'registry'],
    ]);
    expect(result?.nameSlug).toBeNull();
    expect(buildPublicRegistry(registry({ product: [] }), NOW)).toMatchObject({
      items: [],
      itemCount: 0,
      purchasedCount: 0,
    });
  });
});

describe('projectableRegistry', () => {
  it('is null without data and takes the uid from the document id', () => {
    expect(projectableRegistry('u1', undefined)).toBeNull();
    expect(projectableRegistry('u1', { uid: 'someone-else', isPublic: true, title: 7, product: 'x' })).toEqual({
      uid: 'u1',
      ownerName: '',
      title: '',
      description: '',
      isPublic: true,
      product: [],
      nameSlug: null,
    });
  });

  it('treats anything but isPublic true as private', () => {
    for (const isPublic of [false, 'true', 1, undefined]) {
      const source = projectableRegistry('u1', { isPublic, product: [item('p1')] });
      expect(source && buildPublicRegistry(source, NOW)).toBeNull();
    }
  });

  it('leaves out an item stored before the rules bounded its fields, and keeps one at every limit', () => {
    const atLimits = item('p1', {
      title: 't'.repeat(LIMITS.itemTitle),
      description: 'd'.repeat(LIMITS.itemDescription),
      note: 'n'.repeat(LIMITS.itemNote),
      quantity: LIMITS.itemQuantity,
    });
    const items = [
      atLimits,
      item('p2', { title: 'x'.repeat(900_000) }),
      item('p3', { note: 'n'.repeat(LIMITS.itemNote + 1) }),
      item('p4', { externalUrl: `https://shop.example.com/${'x'.repeat(LIMITS.itemUrl)}` }),
      item('p5', { quantity: LIMITS.itemQuantity + 1 }),
    ];
    const result = buildPublicRegistry(registry({ product: items }), NOW);
    expect(result?.items.map((i) => i.id)).toEqual(['p1']);
    expect(result?.itemCount).toBe(1);
  });
});
