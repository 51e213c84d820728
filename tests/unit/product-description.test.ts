import { descriptionText, isHtmlDescription } from '@/lib/product-description';
import { descriptionHtmlOf, plainTextAsHtml } from '@server/services/catalog/product-html';

describe('a product description', () => {
  it('is HTML when it holds one of HTML’s tags', () => {
    expect(isHtmlDescription('<p>Hand <strong>forged</strong></p>')).toBe(true);
    expect(isHtmlDescription('Line one<br/>line two')).toBe(true);
    expect(isHtmlDescription('<a href="https://example.com">care</a>')).toBe(true);
    expect(isHtmlDescription('<script>alert(1)</script>')).toBe(true);
  });

  it('is text when what looks like a tag is not one of HTML’s', () => {
    expect(isHtmlDescription('Sizes <M> to <XL>')).toBe(false);
    expect(isHtmlDescription('Fits a wrist of 6 < x < 7 inches')).toBe(false);
    expect(isHtmlDescription('Glaze <celadon>, kiln <cone 10>')).toBe(false);
    expect(descriptionHtmlOf('Sizes <M> to <XL>')).toBeNull();
  });

  it('reads as text on a card with its tags gone and its blocks apart', () => {
    expect(descriptionText('<p>Hand forged</p><p>Sterling &amp; copper</p>')).toBe(
      'Hand forged\nSterling & copper',
    );
  });
});

describe('plain text kept as HTML', () => {
  it('leaves text with nothing tag-like as it is', () => {
    expect(plainTextAsHtml('Sizes <M> to <XL>\n\nMade to order')).toBe('Sizes <M> to <XL>\n\nMade to order');
  });

  it('writes a tag-like text as text, in paragraphs with their line breaks', () => {
    const html = plainTextAsHtml('Use <b> for bold? No:\nthis is "plain" & honest\n\nSecond <p>aragraph');
    expect(html).toBe(
      '<p>Use &lt;b&gt; for bold? No:<br>this is &quot;plain&quot; &amp; honest</p><p>Second &lt;p&gt;aragraph</p>',
    );
    expect(descriptionText(html)).toBe('Use <b> for bold? No:\nthis is "plain" & honest\nSecond <p>aragraph');
  });
});
