/**
 * Reading the consent cookie (lib/constants/consent.ts): from a request's `Cookie` header on the
 * web and api, and from `document.cookie` in the browser. Small on purpose: the storefront loads it.
 */
import {
  ANALYTICS_ID_KEY,
  CONSENT_CHOICE_ATTRIBUTE,
  CONSENT_CHOICES,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  CONSENT_OUTSIDE,
  type ConsentChoice,
  type ConsentCookieValue,
  type ConsentRequiredFor,
} from './constants/consent';

/** The consent cookie's value in a `Cookie` header, or null when it has none it knows. */
export function consentCookieOf(cookieHeader: string | null | undefined): ConsentCookieValue | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name !== CONSENT_COOKIE) continue;
    if (value === CONSENT_OUTSIDE || CONSENT_CHOICES.includes(value as ConsentChoice))
      return value as ConsentCookieValue;
  }
  return null;
}

/** The visitor's choice (accepted or rejected) in a `Cookie` header, or null before any. */
export function consentChoiceOf(cookieHeader: string | null | undefined): ConsentChoice | null {
  const value = consentCookieOf(cookieHeader);
  return value === CONSENT_OUTSIDE ? null : value;
}

/** Keeps the visitor's choice for CONSENT_MAX_AGE_SECONDS (in the browser). */
export function writeConsentChoice(choice: ConsentChoice): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${choice}; path=/; max-age=${CONSENT_MAX_AGE_SECONDS}; samesite=lax${secure}`;
}

/**
 * The script the page runs where the banner stands, before the first paint: it shows the banner
 * to a visitor the store asks who has not chosen, so a cached page (the same for every visitor)
 * neither flashes the banner nor waits for React to show it (the same rule as `analyticsAllowed`).
 * Until React has the page, it also keeps a tap on Accept or Reject itself, as React would.
 */
export function consentBannerScript(requiredFor: ConsentRequiredFor, bannerId: string): string {
  const q = (value: string | number) => JSON.stringify(value);
  const pattern = `(?:^|;\\s*)${CONSENT_COOKIE}=(${[...CONSENT_CHOICES, CONSENT_OUTSIDE].join('|')})(?:;|$)`;
  return `(function () {
  var b = document.getElementById(${q(bannerId)});
  if (!b) return;
  var m = document.cookie.match(new RegExp(${q(pattern)}));
  var v = m && m[1];
  if (!(v === 'accepted' || v === 'rejected' || (v === ${q(CONSENT_OUTSIDE)} && ${q(requiredFor)} === 'eu'))) b.hidden = false;
  b.addEventListener('click', function (event) {
    var keys = Object.keys(document);
    for (var i = 0; i < keys.length; i++) if (keys[i].indexOf('__reactContainer') === 0) return;
    var button = event.target && event.target.closest && event.target.closest('[${CONSENT_CHOICE_ATTRIBUTE}]');
    if (!button) return;
    var choice = button.getAttribute('${CONSENT_CHOICE_ATTRIBUTE}');
    document.cookie = ${q(CONSENT_COOKIE + '=')} + choice + ${q(`; path=/; max-age=${CONSENT_MAX_AGE_SECONDS}; samesite=lax`)} + (location.protocol === 'https:' ? '; secure' : '');
    if (choice === 'rejected') try { localStorage.removeItem(${q(ANALYTICS_ID_KEY)}); } catch (error) {}
    b.hidden = true;
  });
})();`;
}
