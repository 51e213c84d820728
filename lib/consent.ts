/**
 * Who is asked before analytics, as the web (its proxy and BFF) and the api both decide it: the
 * store's setting and the visitor's country as the edge names it. Server-side only in practice:
 * it carries the country list, which the storefront's scripts do not need.
 */
import {
  CONSENT_OUTSIDE,
  COUNTRY_HEADERS,
  type ConsentCookieValue,
  type ConsentRequiredFor,
} from './constants/consent';
import { EU_MEMBER_STATES } from './tax/rates';

/**
 * Where the 'eu' setting asks: the EU's member states, the rest of the European Economic Area
 * (Iceland, Liechtenstein, Norway), the United Kingdom and Switzerland, whose laws ask the same.
 */
export const CONSENT_COUNTRIES: readonly string[] = [...EU_MEMBER_STATES, 'IS', 'LI', 'NO', 'GB', 'CH'];

/**
 * The visitor's country from the first of COUNTRY_HEADERS that holds a two-letter code, upper
 * case; null when none does (no edge in front, or its "unknown" values such as `XX` and `T1`).
 */
export function visitorCountry(header: (name: string) => string | null | undefined): string | null {
  for (const name of COUNTRY_HEADERS) {
    const value = header(name)?.trim().toUpperCase();
    if (value && /^[A-Z]{2}$/.test(value) && value !== 'XX' && value !== 'T1') return value;
  }
  return null;
}

/** Whether a visitor from `country` is asked under every setting: an unknown country is asked too. */
export const isConsentCountry = (country: string | null): boolean =>
  country === null || CONSENT_COUNTRIES.includes(country);

/** Whether the store asks this visitor before any analytics id is kept or event sent. */
export const consentRequired = (requiredFor: ConsentRequiredFor, country: string | null): boolean =>
  requiredFor === 'everyone' || isConsentCountry(country);

/**
 * What the web's proxy does with the consent cookie for a page request: mark a visitor the 'eu'
 * setting does not ask (`outside`, for this browsing session), take that mark back when the edge
 * names no such country any more, or leave the cookie be (a choice made, or nothing to say).
 */
export function outsideMarkFor(
  cookieValue: ConsentCookieValue | null,
  country: string | null,
): 'set' | 'clear' | null {
  if (cookieValue === 'accepted' || cookieValue === 'rejected') return null;
  const outside = !isConsentCountry(country);
  if (outside && cookieValue !== CONSENT_OUTSIDE) return 'set';
  if (!outside && cookieValue === CONSENT_OUTSIDE) return 'clear';
  return null;
}
