'use client';

import Link from 'next/link';
import { useSyncExternalStore } from 'react';
import { forgetSessionId, recordPageView, setConsentRequiredFor } from '@/lib/analytics';
import {
  CONSENT_BANNER_ID,
  CONSENT_CHOICE_ATTRIBUTE,
  CONSENT_OUTSIDE,
  CONSENT_TEXT,
  type ConsentChoice,
  type ConsentRequiredFor,
} from '@/lib/constants/consent';
import { POLICY_PATHS } from '@/lib/constants/policies';
import { consentCookieOf, writeConsentChoice } from '@/lib/consent-cookie';

// The banner's state lives in the cookie; the footer's "Cookie settings" opens it again.
const listeners = new Set<() => void>();
let reopened = false;
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const notify = () => listeners.forEach((listener) => listener());

/** Shows the banner again, whatever was chosen, and takes the keyboard to it. */
export function openConsentBanner(): void {
  reopened = true;
  notify();
  requestAnimationFrame(() => document.getElementById(CONSENT_BANNER_ID)?.focus());
}

function bannerOpen(requiredFor: ConsentRequiredFor): boolean {
  if (reopened) return true;
  const value = consentCookieOf(document.cookie);
  if (value === 'accepted' || value === 'rejected') return false;
  return !(value === CONSENT_OUTSIDE && requiredFor === 'eu');
}

type Props = { requiredFor: ConsentRequiredFor; tenantId: string };

/**
 * The consent banner: a labelled region at the bottom of the page that traps nothing, with Accept
 * and Reject alike. The page's own script shows it before the first paint (store-chrome.tsx); this
 * component takes over once loaded. Accepting counts the page in view; rejecting forgets the id.
 */
export function ConsentBanner({ requiredFor, tenantId }: Props) {
  const open = useSyncExternalStore(
    subscribe,
    () => bannerOpen(requiredFor),
    () => false,
  );

  function choose(choice: ConsentChoice) {
    writeConsentChoice(choice);
    reopened = false;
    setConsentRequiredFor(requiredFor);
    if (choice === 'accepted') void recordPageView(window.location.pathname, tenantId);
    else forgetSessionId();
    notify();
  }

  return (
    <section
      id={CONSENT_BANNER_ID}
      className="consent-banner"
      role="region"
      aria-labelledby="consent-banner-title"
      tabIndex={-1}
      hidden={!open}
      // The page's script may have shown it before React came: that is the state React takes up.
      suppressHydrationWarning
      data-testid="consent-banner"
    >
      <h2 id="consent-banner-title" className="consent-banner__title">
        {CONSENT_TEXT.label}
      </h2>
      <p className="consent-banner__text">
        {CONSENT_TEXT.message}{' '}
        <Link href={POLICY_PATHS.privacy} prefetch={false}>
          {CONSENT_TEXT.privacyLink}
        </Link>
      </p>
      <div className="consent-banner__actions">
        <button
          type="button"
          className="button consent-banner__button"
          {...{ [CONSENT_CHOICE_ATTRIBUTE]: 'accepted' }}
          onClick={() => choose('accepted')}
        >
          {CONSENT_TEXT.accept}
        </button>
        <button
          type="button"
          className="button consent-banner__button"
          {...{ [CONSENT_CHOICE_ATTRIBUTE]: 'rejected' }}
          onClick={() => choose('rejected')}
        >
          {CONSENT_TEXT.reject}
        </button>
      </div>
    </section>
  );
}

/** The footer's way back to the banner, to change the choice. */
export function CookieSettingsButton() {
  return (
    <button type="button" className="site-footer__link-button" onClick={openConsentBanner}>
      {CONSENT_TEXT.footerLink}
    </button>
  );
}
