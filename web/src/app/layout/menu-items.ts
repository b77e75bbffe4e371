// The main menu, in the spec's order. Signed-in extras (Settings, Log Out) are added by MainMenu.
import { appStoreUrlFor, CONTACT_EMAIL, eventsForKidsPath } from '../../config/site';

export interface MenuEntry {
  label: string;
  href: string;
  /** External links open outside the single-page app. */
  external?: boolean;
}

export function menuEntries(userAgent: string, now: Date = new Date()): MenuEntry[] {
  return [
    { label: 'Get the App', href: appStoreUrlFor(userAgent), external: true },
    { label: 'Registry', href: '/registry' },
    { label: 'Events for Kids', href: eventsForKidsPath(now) },
    { label: 'Marketplace', href: '/marketplace' },
    // Selling is one tap from the menu (issue 22): next to the marketplace it belongs to.
    { label: 'Sell', href: '/marketplace/sell' },
    { label: 'Community', href: '/community' },
    { label: 'Parenting Quizzes', href: '/parenting-quizzes' },
    { label: 'Editorial', href: '/editorial' },
    { label: 'Creator Project', href: '/creator-project' },
    { label: 'About', href: '/about' },
    { label: 'Updates', href: '/updates' },
    { label: 'Consignment', href: '/consignment' },
    { label: 'Careers', href: '/careers' },
    { label: 'FAQs', href: '/faqs' },
    { label: 'Legal Center', href: '/legal-center' },
    { label: 'Contact', href: `mailto:${CONTACT_EMAIL}`, external: true },
  ];
}
