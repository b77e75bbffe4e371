import { describe, expect, it } from 'vitest';
import { parseFaqs, searchFaqs } from './faqs';

const SOURCE = `## Baby registry

### Is the registry free?

Yes. It is free for you and your guests.

### Can I hide an item?

Use the eye icon on the item.

## Selling and fees

### What does it cost to sell?

An 8% selling fee on shipped orders.
`;

describe('parseFaqs', () => {
  it('reads groups, questions and multi-line answers in order', () => {
    const groups = parseFaqs(SOURCE);
    expect(groups.map((g) => g.title)).toEqual(['Baby registry', 'Selling and fees']);
    expect(groups[0]?.faqs.map((f) => f.question)).toEqual(['Is the registry free?', 'Can I hide an item?']);
    expect(groups[0]?.faqs[0]?.answer).toBe('Yes. It is free for you and your guests.');
    expect(groups[1]?.faqs[0]?.id).toBe('what-does-it-cost-to-sell');
  });

  it('drops groups without questions and text before the first group', () => {
    expect(parseFaqs('Intro\n\n## Empty\n\n## Full\n\n### Q?\n\nA.').map((g) => g.title)).toEqual(['Full']);
  });
});

describe('searchFaqs', () => {
  const groups = parseFaqs(SOURCE);

  it('keeps questions whose question or answer has every word, case-insensitively', () => {
    const hits = searchFaqs(groups, 'FEE shipped');
    expect(hits.map((g) => g.title)).toEqual(['Selling and fees']);
    expect(hits[0]?.faqs).toHaveLength(1);
  });

  it('returns everything for a blank query and nothing when a word matches nowhere', () => {
    expect(searchFaqs(groups, '   ')).toHaveLength(2);
    expect(searchFaqs(groups, 'registry helicopter')).toEqual([]);
  });
});

describe('legal pages', () => {
  it('have metadata for exactly the routed paths, and a text file each', async () => {
    const { readFileSync } = await import('node:fs');
    const { LEGAL_PAGES } = await import('./legal-pages');
    const { LEGAL_SLUGS } = await import('./legal-slugs');
    expect(LEGAL_PAGES.map((p) => p.slug).sort()).toEqual([...LEGAL_SLUGS].sort());
    for (const slug of [...LEGAL_SLUGS, 'faqs']) {
      // Vitest runs in web/.
      const text = readFileSync(`src/features/legal/content/${slug}.md`, 'utf8');
      expect(text.length, slug).toBeGreaterThan(500);
    }
  });
});
