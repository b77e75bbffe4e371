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

/** Joins the non-empty parts, most specific first, and adds the site name: "A - B | Recess". */
export function pageTitle(...parts: (string | null | undefined)[]): string {
  const text = parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(' - ');
  return text ? `${text} | ${SITE_NAME}` : SITE_NAME;
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
