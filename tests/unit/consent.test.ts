import { consentRequired, isConsentCountry, outsideMarkFor, visitorCountry } from '@/lib/consent';
import { consentChoiceOf, consentCookieOf } from '@/lib/consent-cookie';

const headers = (values: Record<string, string>) => (name: string) => values[name] ?? null;

describe('whom the store asks before analytics', () => {
  it('reads the country from the first edge header that names one', () => {
    expect(visitorCountry(headers({ 'cf-ipcountry': 'de' }))).toBe('DE');
    expect(visitorCountry(headers({ 'x-vercel-ip-country': 'US' }))).toBe('US');
    expect(visitorCountry(headers({ 'cloudfront-viewer-country': 'FR' }))).toBe('FR');
    expect(visitorCountry(headers({ 'cf-ipcountry': 'XX', 'x-vercel-ip-country': 'CA' }))).toBe('CA');
    for (const unknown of ['XX', 'T1', '', 'USA', '1'])
      expect(visitorCountry(headers({ 'cf-ipcountry': unknown }))).toBeNull();
    expect(visitorCountry(headers({ 'x-country': 'US' }))).toBeNull();
  });

  it("asks the EU, the EEA, the UK, Switzerland and the unknown under 'eu', and everyone under 'everyone'", () => {
    for (const country of ['DE', 'FR', 'GR', 'IS', 'LI', 'NO', 'GB', 'CH', null]) {
      expect(isConsentCountry(country)).toBe(true);
      expect(consentRequired('eu', country)).toBe(true);
    }
    for (const country of ['US', 'CA', 'JP', 'AU']) {
      expect(consentRequired('eu', country)).toBe(false);
      expect(consentRequired('everyone', country)).toBe(true);
    }
  });

  it('reads the consent cookie among others, and only the values it knows', () => {
    expect(consentCookieOf('a=1; sitka_consent=accepted; b=2')).toBe('accepted');
    expect(consentCookieOf('sitka_consent=outside')).toBe('outside');
    expect(consentChoiceOf('sitka_consent=outside')).toBeNull();
    expect(consentChoiceOf('sitka_consent=rejected')).toBe('rejected');
    expect(consentCookieOf('sitka_consent=yes')).toBeNull();
    expect(consentCookieOf('xsitka_consent=accepted')).toBeNull();
    expect(consentCookieOf(null)).toBeNull();
  });

  it('marks a visitor outside the list for the session, takes the mark back, and leaves a choice alone', () => {
    expect(outsideMarkFor(null, 'US')).toBe('set');
    expect(outsideMarkFor('outside', 'US')).toBeNull();
    expect(outsideMarkFor('outside', 'DE')).toBe('clear');
    expect(outsideMarkFor('outside', null)).toBe('clear');
    expect(outsideMarkFor(null, 'DE')).toBeNull();
    expect(outsideMarkFor('accepted', 'US')).toBeNull();
    expect(outsideMarkFor('rejected', 'DE')).toBeNull();
  });
});
