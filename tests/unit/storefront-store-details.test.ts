import { shippingMethodsNote } from '@/lib/shipping-methods';
import { socialHref, visibleSocialLinks } from '@/lib/social-links';

describe('the store links the footer shows', () => {
  it('keeps only the filled links, in the wizard order', () => {
    expect(
      visibleSocialLinks({
        etsy: 'https://www.etsy.com/shop/fjord',
        website: 'https://fjord.example',
        facebook: '  ',
        pinterest: '',
      }),
    ).toEqual([
      { name: 'website', label: 'Website', href: 'https://fjord.example' },
      { name: 'etsy', label: 'Etsy', href: 'https://www.etsy.com/shop/fjord' },
    ]);
    expect(visibleSocialLinks({})).toEqual([]);
  });

  it('turns an Instagram handle into its profile address', () => {
    expect(socialHref('instagram', '@fjord.clay')).toBe('https://www.instagram.com/fjord.clay/');
    expect(socialHref('instagram', 'https://instagram.com/fjordclay')).toBe(
      'https://instagram.com/fjordclay',
    );
  });

  it('never links to something that is not a web address', () => {
    expect(socialHref('website', 'javascript:alert(1)')).toBeNull();
    expect(socialHref('facebook', 'fjordclay')).toBeNull();
    expect(socialHref('etsy', 'ftp://etsy.com/shop/fjord')).toBeNull();
  });
});

describe('the delivery methods checkout names', () => {
  it('names each method the store offers', () => {
    expect(shippingMethodsNote({ local: true, national: true, international: false })).toBe(
      'Local pickup available · National shipping',
    );
    expect(shippingMethodsNote({ local: false, national: false, international: true })).toBe(
      'International shipping',
    );
  });

  it('says nothing when the store offers none or cannot be read', () => {
    expect(shippingMethodsNote({ local: false, national: false, international: false })).toBeNull();
    expect(shippingMethodsNote(null)).toBeNull();
  });
});
