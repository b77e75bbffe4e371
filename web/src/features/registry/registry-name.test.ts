// Covers the registry's full name and the page titles built from it: no word said twice.
import { dynamicTitle } from '../../ui/meta/titles';
import { registryDisplayName } from './registry-name';

describe('registryDisplayName', () => {
  it("puts the owner's name before a plain title", () => {
    expect(registryDisplayName('Maya Okafor', 'Baby Registry')).toBe("Maya Okafor's Baby Registry");
    expect(registryDisplayName(' Sam Lee ', ' Nursery Wishlist ')).toBe("Sam Lee's Nursery Wishlist");
  });

  it('uses the title alone when it already names the owner', () => {
    expect(registryDisplayName('Maya Okafor', "Baby Okafor's Registry")).toBe("Baby Okafor's Registry");
    expect(registryDisplayName('Ana Reyes', "The Reyes Twins' Registry")).toBe("The Reyes Twins' Registry");
    expect(registryDisplayName('Maya Okafor', 'MAYA’S REGISTRY')).toBe('MAYA’S REGISTRY');
  });

  it('says "by" the owner when the title names someone else', () => {
    expect(registryDisplayName('Maya Okafor', "Little Bean's Registry")).toBe("Little Bean's Registry by Maya Okafor");
    expect(registryDisplayName('Ana Reyes', "The Twins' Registry")).toBe("The Twins' Registry by Ana Reyes");
  });

  it('leaves out a missing or default owner name, and falls back to the default title', () => {
    expect(registryDisplayName('Registry Owner', 'Baby Registry')).toBe('Baby Registry');
    expect(registryDisplayName('', 'Our List')).toBe('Our List');
    expect(registryDisplayName('Maya Okafor', '  ')).toBe("Maya Okafor's Baby Registry");
  });
});

describe('registry page titles', () => {
  it.each([
    ['Maya Okafor', "Baby Okafor's Registry", "Baby Okafor's Registry | Recess"],
    ['Maya Okafor', 'Baby Registry', "Maya Okafor's Baby Registry | Recess"],
    ['Sam Lee', 'Nursery Wishlist', "Sam Lee's Nursery Wishlist - Baby Registry | Recess"],
  ])('%s / %s reads "%s"', (owner, title, expected) => {
    expect(dynamicTitle.registry(registryDisplayName(owner, title))).toBe(expected);
  });
});
