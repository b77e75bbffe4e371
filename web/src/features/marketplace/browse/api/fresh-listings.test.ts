// Fresh listings near the remembered ZIP come first, each listing once.
import type { ListingCard } from '@shared/marketplace-browse';
import { nearFirst } from './fresh-listings';

const card = (id: string) => ({ id }) as ListingCard;

describe('nearFirst', () => {
  it('puts the near listings first and leaves out their repeats from everywhere', () => {
    const ids = nearFirst([card('n1'), card('n2')], [card('a'), card('n2'), card('b')]).map((c) => c.id);
    expect(ids).toEqual(['n1', 'n2', 'a', 'b']);
  });

  it('is the newest everywhere when no area is known', () => {
    expect(nearFirst([], [card('a'), card('b')]).map((c) => c.id)).toEqual(['a', 'b']);
  });
});
