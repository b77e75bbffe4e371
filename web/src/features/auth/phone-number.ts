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

/**
 * A stored E.164 number as people read it: "+1 212-787-7403" for North America, the international
 * format elsewhere ("+44 20 7946 0958"). Anything that does not parse is shown as it is.
 */
export function formatPhoneNumber(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164.trim());
  if (!parsed) return e164;
  if (parsed.countryCallingCode === '1' && parsed.nationalNumber.length === 10) {
    const n = parsed.nationalNumber;
    return `+1 ${n.slice(0, 3)}-${n.slice(3, 6)}-${n.slice(6)}`;
  }
  return parsed.formatInternational();
}
