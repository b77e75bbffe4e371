// The site URL: a deploy parameter without a default (a deploy cannot leave it out), and the one
// origin every absolute link of the functions starts with.
import { declaredParams } from 'firebase-functions/params';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// The api function's app, as the deploy loads it: its routes declare the parameter. Imported with the
// file rather than inside the test, so loading the whole app never counts against the test's time.
import '../http/app.js';
import { configuredSiteUrl, SITE_URL } from './site-url.js';

describe('SITE_URL', () => {
  it('is declared to the deploy with no default, so firebase deploy asks for it or stops', () => {
    expect(declaredParams.find((p) => p.name === 'SITE_URL')).toBe(SITE_URL);
    expect(SITE_URL.options.default).toBeUndefined();
    const input = SITE_URL.options.input;
    const pattern = new RegExp(input && 'text' in input ? (input.text.validationRegex ?? '') : '');
    expect(pattern.test('https://www.example.com')).toBe(true);
    expect(pattern.test('javascript:alert(1)')).toBe(false);
    expect(pattern.test('https://www.example.com/path')).toBe(false);
  });

  it('is set for the emulators to the Hosting emulator', () => {
    const env = readFileSync(new URL('../../.env.demo-recess', import.meta.url), 'utf8');
    expect(env).toMatch(/^SITE_URL=http:\/\/localhost:5000$/m);
  });
});

describe('configuredSiteUrl', () => {
  it('uses SITE_URL as an origin, else the Hosting emulator on the emulators, else production', () => {
    expect(configuredSiteUrl({ SITE_URL: 'https://www.example.com/' })).toBe('https://www.example.com');
    expect(configuredSiteUrl({ SITE_URL: 'not a url', FUNCTIONS_EMULATOR: 'true' })).toBe('http://localhost:5000');
    expect(configuredSiteUrl({ SITE_URL: 'javascript:alert(1)' })).toBe('https://recessparents.com');
    expect(configuredSiteUrl({})).toBe('https://recessparents.com');
  });
});
