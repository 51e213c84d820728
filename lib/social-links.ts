/**
 * The store's links as the storefront shows them (the wizard's Online Presence step): only the
 * filled ones, each as an http(s) address; an Instagram handle becomes its profile address.
 */
import { URL_PATTERN } from './rules';

export const SOCIAL_LINKS = [
  { name: 'website', label: 'Website' },
  { name: 'instagram', label: 'Instagram' },
  { name: 'facebook', label: 'Facebook' },
  { name: 'pinterest', label: 'Pinterest' },
  { name: 'etsy', label: 'Etsy' },
] as const;
export type SocialLinkName = (typeof SOCIAL_LINKS)[number]['name'];

const INSTAGRAM_HANDLE = /^@?([A-Za-z0-9._]{1,30})$/;

/** The address a link opens, or null for a value that is not a web address (never a script URL). */
export function socialHref(name: SocialLinkName, value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) return null;
  const handle = name === 'instagram' ? INSTAGRAM_HANDLE.exec(trimmed) : null;
  if (handle) return `https://www.instagram.com/${handle[1]}/`;
  return URL_PATTERN.test(trimmed) && URL.canParse(trimmed) ? trimmed : null;
}

/** The filled links in display order, with their label and address. */
export function visibleSocialLinks(
  links: Partial<Record<SocialLinkName, string>>,
): { name: SocialLinkName; label: string; href: string }[] {
  return SOCIAL_LINKS.flatMap(({ name, label }) => {
    const href = socialHref(name, links[name]);
    return href ? [{ name, label, href }] : [];
  });
}
