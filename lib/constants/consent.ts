/**
 * The storefront's consent to analytics: whom the banner asks (the store's setting) and the choice
 * a browser keeps. No analytics id is kept and no event is sent before the choice allows it.
 */

/** Whom the store asks before analytics: visitors from the EU (and the EEA, UK, Switzerland) or everyone. */
export const CONSENT_REQUIRED_FOR = ['eu', 'everyone'] as const;
export type ConsentRequiredFor = (typeof CONSENT_REQUIRED_FOR)[number];

/** Whom the store asks when its owner has not said: EU visitors (as the database's default). */
export const DEFAULT_CONSENT_REQUIRED_FOR: ConsentRequiredFor = 'eu';

/**
 * The first-party cookie that keeps the visitor's choice. It holds no id: only `accepted` or
 * `rejected` (kept CONSENT_MAX_AGE_SECONDS), or the web's `outside` for this browsing session, set
 * when the edge names a country where the 'eu' setting asks nothing. Strictly necessary: it is
 * what lets the store not ask again, so it needs no consent of its own.
 */
export const CONSENT_COOKIE = 'sitka_consent';
export const CONSENT_CHOICES = ['accepted', 'rejected'] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];
export const CONSENT_OUTSIDE = 'outside';
export type ConsentCookieValue = ConsentChoice | typeof CONSENT_OUTSIDE;
/** About six months, after which the banner asks again. */
export const CONSENT_MAX_AGE_SECONDS = 182 * 24 * 60 * 60;

/** The visitor's choice as the web passes it to the api (read from the cookie, never from the browser). */
export const CONSENT_HEADER = 'x-sitka-analytics-consent';

/**
 * Headers in which an edge or CDN names the visitor's country (ISO 3166-1 alpha-2), first found
 * wins: Cloudflare, Vercel, CloudFront. The edge must set (overwrite) the one it uses; with none,
 * the country is unknown and the visitor is asked, as an EU visitor would be.
 */
export const COUNTRY_HEADERS = ['cf-ipcountry', 'x-vercel-ip-country', 'cloudfront-viewer-country'] as const;

/** The banner's and the footer's words. */
export const CONSENT_TEXT = {
  label: 'Cookie consent',
  message:
    'With your consent, we keep a random visit id in your browser and count the pages and products you view, to improve the store. If you reject, nothing is kept or counted.',
  accept: 'Accept',
  reject: 'Reject',
  privacyLink: 'Privacy policy',
  footerLink: 'Cookie settings',
} as const;
/** The banner's element id: the page's own script shows it before the first paint. */
export const CONSENT_BANNER_ID = 'consent-banner';
/** Marks the banner's buttons with the choice each makes, for that script. */
export const CONSENT_CHOICE_ATTRIBUTE = 'data-consent-choice';
/** Where the browser keeps the analytics visit id (localStorage), once consent allows. */
export const ANALYTICS_ID_KEY = 'sitka.analyticsSessionId';
