// Phone numbers typed in national or international form, normalised to E.164 (default country US).
import {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/min';

export const DEFAULT_COUNTRY: CountryCode = 'US';

export interface CountryOption {
  code: CountryCode;
  name: string;
  callingCode: string;
}

/** Every country with its name in English and calling code, the default country first. */
export function countryOptions(): CountryOption[] {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  const all = getCountries().map((code) => ({
    code,
    name: names.of(code) ?? code,
    callingCode: getCountryCallingCode(code),
  }));
  all.sort((a, b) => a.name.localeCompare(b.name));
  const first = all.find((c) => c.code === DEFAULT_COUNTRY);
  return first ? [first, ...all.filter((c) => c !== first)] : all;
}

export type PhoneParseResult = { ok: true; e164: string } | { ok: false; error: string };

export const INVALID_PHONE_MESSAGE = 'Enter a valid mobile number, for example (201) 555-0123.';

/** Validates and normalises; an input starting with + is read as international whatever the picker says. */
export function toE164(input: string, country: CountryCode = DEFAULT_COUNTRY): PhoneParseResult {
  const trimmed = input.trim();
  if (!trimmed) return { ok: false, error: 'Enter your mobile number.' };
  if (/[a-z]/i.test(trimmed.replace(/ext\.?|x/gi, ''))) return { ok: false, error: INVALID_PHONE_MESSAGE };
  const parsed = parsePhoneNumberFromString(trimmed, trimmed.startsWith('+') ? undefined : country);
  if (!parsed?.isValid()) return { ok: false, error: INVALID_PHONE_MESSAGE };
  return { ok: true, e164: parsed.number };
}
