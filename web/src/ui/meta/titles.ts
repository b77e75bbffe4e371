// The one title helper: the fixed page titles of the spec and the shapes of the dynamic ones.
import { SITE_NAME } from '../../config/site';

export const TITLES = {
  home: 'Baby Registry, Used Baby Gear and Family Events',
  signUp: 'Sign Up',
  signIn: 'Sign In',
  profileCompletion: 'Complete Your Profile',
  registry: 'Baby Registry',
  settings: 'Account Settings',
  marketplace: 'Buy and Sell Baby Gear',
  editorial: 'Parenting Guides',
  quizzes: 'Parenting Quizzes',
  updates: 'Updates',
  notFound: 'Page Not Found',
} as const;

/** The words of a text for comparing titles: lower case, possessive "'s" and punctuation dropped. */
export function titleWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu) ?? []).map((w) => w.replace(/['’]s?$/u, ''));
}

/**
 * Joins the non-empty parts, most specific first, and adds the site name: "A - B | Recess". A part
 * whose every word is already in the parts before it is left out, so "Maya's Baby Registry" is not
 * followed by "- Baby Registry".
 */
export function pageTitle(...parts: (string | null | undefined)[]): string {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const part of parts) {
    const text = part?.trim();
    if (!text) continue;
    const words = titleWords(text);
    if (kept.length > 0 && words.length > 0 && words.every((w) => seen.has(w))) continue;
    words.forEach((w) => seen.add(w));
    kept.push(text);
  }
  return kept.length > 0 ? `${kept.join(' - ')} | ${SITE_NAME}` : SITE_NAME;
}

/** Titles with a dynamic part, for the areas as they arrive. */
export const dynamicTitle = {
  registry: (registryName: string) => pageTitle(registryName, TITLES.registry),
  product: (productName: string) => pageTitle(productName, TITLES.registry),
  brand: (brand: string) => pageTitle(`${brand} baby gear`, TITLES.marketplace),
  category: (category: string, area: string) => pageTitle(category, area),
  quiz: (quizTitle: string) => pageTitle(quizTitle, TITLES.quizzes),
  event: (eventTitle: string) => pageTitle(eventTitle, 'Family Events'),
  cityEvents: (city: string, date?: string) => pageTitle(`Family events in ${city}${date ? ` on ${date}` : ''}`),
  search: (query: string) => pageTitle(`Search results for "${query}"`),
};
