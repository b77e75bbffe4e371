// Covers toE164 (national, international and invalid input), the country picker options and how a
// stored number is shown.
import { countryOptions, formatPhoneNumber, INVALID_PHONE_MESSAGE, toE164 } from './phone-number';

describe('toE164', () => {
  it.each(['(201) 555-0123', '201-555-0123', '2015550123', '  201 555 0123  '])(
    'reads the US national form %j with the default country',
    (input) => {
      expect(toE164(input)).toEqual({ ok: true, e164: '+12015550123' });
    },
  );

  it.each(['US', 'GB', 'FR'] as const)('reads an international number whatever the country (%s)', (country) => {
    expect(toE164('+44 20 7946 0958', country)).toEqual({ ok: true, e164: '+442079460958' });
  });

  it('reads a UK national number with the UK picked', () => {
    expect(toE164('020 7946 0958', 'GB')).toEqual({ ok: true, e164: '+442079460958' });
  });

  it('does not read a UK national number as a US one', () => {
    expect(toE164('020 7946 0958')).toEqual({ ok: false, error: INVALID_PHONE_MESSAGE });
  });

  it.each(['', '   '])('asks for a number when the input is %j', (input) => {
    expect(toE164(input)).toEqual({ ok: false, error: 'Enter your mobile number.' });
  });

  it.each(['555-12', 'call me', '201-555-01a3', '999-999-9999', '+1 000 000 0000'])('rejects %j', (input) => {
    expect(toE164(input)).toEqual({ ok: false, error: INVALID_PHONE_MESSAGE });
  });

  it('gives the example in the invalid-number message', () => {
    expect(INVALID_PHONE_MESSAGE).toBe('Enter a valid mobile number, for example (201) 555-0123.');
  });
});

describe('countryOptions', () => {
  const options = countryOptions();

  it('puts the United States first', () => {
    expect(options[0]).toEqual({ code: 'US', name: 'United States', callingCode: '1' });
  });

  it('includes the United Kingdom with calling code 44, named in English', () => {
    expect(options.find((c) => c.code === 'GB')).toEqual({ code: 'GB', name: 'United Kingdom', callingCode: '44' });
    expect(options.find((c) => c.code === 'DE')?.name).toBe('Germany');
    expect(options.find((c) => c.code === 'JP')?.name).toBe('Japan');
  });

  it('lists many countries, each once', () => {
    expect(options.length).toBeGreaterThan(200);
    expect(new Set(options.map((c) => c.code)).size).toBe(options.length);
    expect(options.filter((c) => c.code === 'US')).toHaveLength(1);
  });

  it('sorts the rest by name', () => {
    const rest = options.slice(1).map((c) => c.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b)));
  });
});

describe('formatPhoneNumber', () => {
  it('groups a North American number as +1 212-787-7403', () => {
    expect(formatPhoneNumber('+12127877403')).toBe('+1 212-787-7403');
    expect(formatPhoneNumber('+14165550123')).toBe('+1 416-555-0123');
  });

  it('uses the international format for other countries', () => {
    expect(formatPhoneNumber('+442079460958')).toBe('+44 20 7946 0958');
    expect(formatPhoneNumber('+33612345678')).toBe('+33 6 12 34 56 78');
  });

  it('shows what it cannot parse as it is', () => {
    expect(formatPhoneNumber('not a number')).toBe('not a number');
    expect(formatPhoneNumber('')).toBe('');
  });
});
