import Link from 'next/link';
import { POLICY_KINDS, POLICY_PATHS, POLICY_TITLES } from '@/lib/constants/policies';
import { visibleSocialLinks, type SocialLinkName } from '@/lib/social-links';
import { CookieSettingsButton } from './consent-banner';
import { FooterSaying } from './footer-saying';
import { MadeInAlaskaMark } from './made-in-alaska-mark';

type Props = {
  storeName: string;
  /** The store's links (the wizard's Online Presence step); only the filled ones are shown. */
  socialLinks?: Partial<Record<SocialLinkName, string>>;
};

/** The footer: certification mark, a random saying, the store's links, its policy pages and its name. */
export function SiteFooter({ storeName, socialLinks = {} }: Props) {
  const links = visibleSocialLinks(socialLinks);
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <MadeInAlaskaMark size={88} />
        <FooterSaying />
        {links.length > 0 && (
          <nav aria-label="Follow us" className="site-footer__social" data-testid="footer-social">
            <ul>
              {links.map((link) => (
                <li key={link.name}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${link.name === 'website' ? `${storeName} website` : `${storeName} on ${link.label}`} (opens in a new tab)`}
                    data-testid={`footer-social-${link.name}`}
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <nav aria-label="Store policies" className="site-footer__policies" data-testid="footer-policies">
          <ul>
            {POLICY_KINDS.map((kind) => (
              <li key={kind}>
                <Link href={POLICY_PATHS[kind]}>{POLICY_TITLES[kind]}</Link>
              </li>
            ))}
            <li>
              <CookieSettingsButton />
            </li>
          </ul>
        </nav>
        <p className="site-footer__meta">{storeName} · Handcrafted in Alaska</p>
      </div>
    </footer>
  );
}
