// The number a visitor is typing on /signin or /signup, kept in memory while they move between the two
// (Create an account, Log in): the next page starts with it. Between the tap and the next page
// appearing, the old page is still on screen, and what is typed there would otherwise be lost with it.
// Never stored: it lives only as long as the tab, and is forgotten once the code is sent.
import type { CountryCode } from 'libphonenumber-js/min';
import { DEFAULT_COUNTRY } from '../phone-number';

let draft: { country: CountryCode; phone: string } = { country: DEFAULT_COUNTRY, phone: '' };

export const phoneDraft = () => draft;

export function rememberPhoneDraft(change: Partial<typeof draft>): void {
  draft = { ...draft, ...change };
}

export function forgetPhoneDraft(): void {
  draft = { country: DEFAULT_COUNTRY, phone: '' };
}
