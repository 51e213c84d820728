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
