// Covers the title helper: pageTitle's "A - B | Recess" shape, the spec's fixed titles and the dynamic ones.
import { dynamicTitle, pageTitle, TITLES } from './titles';

describe('pageTitle', () => {
  it('joins the parts with " - " and appends " | Recess"', () => {
    expect(pageTitle('Strollers', 'Buy and Sell Baby Gear')).toBe('Strollers - Buy and Sell Baby Gear | Recess');
  });

  it('appends the site name to a single part', () => {
    expect(pageTitle('Sign In')).toBe('Sign In | Recess');
  });

  it('drops empty, blank, null and undefined parts', () => {
    expect(pageTitle('', 'Strollers', null, '   ', undefined, 'Marketplace')).toBe('Strollers - Marketplace | Recess');
  });

  it('trims the parts', () => {
    expect(pageTitle('  Strollers ', ' Marketplace')).toBe('Strollers - Marketplace | Recess');
  });

  it('leaves out a part whose words are all in the parts before it', () => {
    expect(pageTitle("Maya Okafor's Baby Registry", 'Baby Registry')).toBe("Maya Okafor's Baby Registry | Recess");
    expect(pageTitle("Baby Okafor's Registry", 'Baby Registry')).toBe("Baby Okafor's Registry | Recess");
    expect(pageTitle('Baby Registry Checklist', 'Baby Registry')).toBe('Baby Registry Checklist | Recess');
    expect(pageTitle('Registry Inspiration', 'Baby Registry')).toBe('Registry Inspiration - Baby Registry | Recess');
    expect(pageTitle('Baby Registry', 'Baby Registry')).toBe('Baby Registry | Recess');
  });

  it('is just the site name when there is nothing else', () => {
    expect(pageTitle()).toBe('Recess');
    expect(pageTitle('', null)).toBe('Recess');
  });
});

describe('TITLES', () => {
  it("holds the spec's exact page titles", () => {
    const spec = [
      ['signUp', 'Sign Up'],
      ['signIn', 'Sign In'],
      ['profileCompletion', 'Complete Your Profile'],
      ['registry', 'Baby Registry'],
      ['settings', 'Account Settings'],
      ['marketplace', 'Buy and Sell Baby Gear'],
      ['editorial', 'Parenting Guides'],
      ['quizzes', 'Parenting Quizzes'],
      ['updates', 'Updates'],
      ['notFound', 'Page Not Found'],
    ] as const;
    for (const [key, title] of spec) expect(TITLES[key]).toBe(title);
  });
});

describe('dynamicTitle', () => {
  it('includes the query in the search title', () => {
    const title = dynamicTitle.search('double stroller');

    expect(title).toContain('double stroller');
    expect(title).toBe('Search results for "double stroller" | Recess');
  });

  it('puts the dynamic part before the area title', () => {
    expect(dynamicTitle.registry("Sam's Wishlist")).toBe("Sam's Wishlist - Baby Registry | Recess");
    expect(dynamicTitle.quiz('Sleep Styles')).toBe('Sleep Styles - Parenting Quizzes | Recess');
  });
});
