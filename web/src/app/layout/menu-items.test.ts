// Covers the main menu entries and the site settings behind them: order, app store by device, dated events link, contact.
import { APP_STORE_URLS, appStoreUrlFor, CONTACT_EMAIL, eventsForKidsPath } from '../../config/site';
import { menuEntries } from './menu-items';

const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

function entry(label: string, userAgent = DESKTOP_UA, now = new Date(2026, 0, 5)) {
  const found = menuEntries(userAgent, now).find((e) => e.label === label);
  if (!found) throw new Error(`No menu entry "${label}"`);
  return found;
}

describe('menuEntries', () => {
  it("lists the labels in the spec's order", () => {
    expect(menuEntries(DESKTOP_UA).map((e) => e.label)).toEqual([
      'Get the App',
      'Registry',
      'Events for Kids',
      'Marketplace',
      'Sell',
      'Community',
      'Parenting Quizzes',
      'Editorial',
      'Creator Project',
      'About',
      'Updates',
      'Consignment',
      'Careers',
      'FAQs',
      'Legal Center',
      'Contact',
    ]);
  });

  it('puts Sell, the Sell page, right after Marketplace', () => {
    expect(entry('Sell')).toEqual({ label: 'Sell', href: '/marketplace/sell' });
  });

  it('sends Android users to Google Play', () => {
    expect(entry('Get the App', ANDROID_UA).href).toBe(APP_STORE_URLS.google);
  });

  it.each([
    ['iPhone', IPHONE_UA],
    ['desktop', DESKTOP_UA],
  ])('sends %s users to the Apple App Store', (_label, userAgent) => {
    expect(entry('Get the App', userAgent).href).toBe(APP_STORE_URLS.apple);
  });

  it('marks Get the App as external', () => {
    expect(entry('Get the App').external).toBe(true);
  });

  it('links Events for Kids to the New York City page for the given local date', () => {
    expect(entry('Events for Kids', DESKTOP_UA, new Date(2026, 0, 5)).href).toBe('/city/new-york-city/2026-01-05');
  });

  it('makes Contact a mailto: link to the contact address', () => {
    const contact = entry('Contact');

    expect(contact.href).toBe(`mailto:${CONTACT_EMAIL}`);
    expect(contact.href.startsWith('mailto:')).toBe(true);
  });

  it('keeps the other entries as in-app paths', () => {
    const internal = menuEntries(DESKTOP_UA).filter((e) => !['Get the App', 'Contact'].includes(e.label));

    for (const e of internal) {
      expect(e.href).toMatch(/^\/[a-z]/);
      expect(e.external).toBeFalsy();
    }
  });
});

describe('appStoreUrlFor', () => {
  it('points at the real store listings', () => {
    expect(APP_STORE_URLS.google).toMatch(/^https:\/\/play\.google\.com\//);
    expect(APP_STORE_URLS.apple).toMatch(/^https:\/\/apps\.apple\.com\//);
  });

  it('matches Android case-insensitively', () => {
    expect(appStoreUrlFor('some browser; ANDROID 13')).toBe(APP_STORE_URLS.google);
  });

  it('falls back to Apple for an empty user agent', () => {
    expect(appStoreUrlFor('')).toBe(APP_STORE_URLS.apple);
  });
});

describe('eventsForKidsPath', () => {
  it('pads the month and day to two digits', () => {
    expect(eventsForKidsPath(new Date(2026, 0, 5))).toBe('/city/new-york-city/2026-01-05');
  });

  it('uses the local date, not UTC, late in the evening', () => {
    expect(eventsForKidsPath(new Date(2025, 11, 31, 23, 59))).toBe('/city/new-york-city/2025-12-31');
  });

  it('uses the local date, not UTC, just after midnight', () => {
    expect(eventsForKidsPath(new Date(2026, 6, 14, 0, 1))).toBe('/city/new-york-city/2026-07-14');
  });

  it('defaults to today', () => {
    vi.useFakeTimers();
    try {
      vi.setSystemTime(new Date(2027, 2, 9, 12));
      expect(eventsForKidsPath()).toBe('/city/new-york-city/2027-03-09');
    } finally {
      vi.useRealTimers();
    }
  });
});
