import { DEFAULT_THEME } from '@/lib/schemas/store';
import { contrastRatio, readableTextOn, resolveTheme, safeImageUrl, themeVariables } from '@/lib/theme';

describe('resolveTheme', () => {
  it('keeps each valid part and replaces only the broken ones', () => {
    const theme = resolveTheme({
      colors: { primary: 'red', secondary: '#000', background: '#fff', text: '#111', accent: '#222' },
      fonts: {
        primary: 'Inter, sans-serif',
        secondary: 'Georgia, serif',
        baseFontSize: 17,
        headingFontSize: 40,
      },
    });
    expect(theme.colors).toEqual(DEFAULT_THEME.colors);
    expect(theme.fonts.baseFontSize).toBe(17);
    expect(theme.hero).toEqual(DEFAULT_THEME.hero);
  });

  it('refuses font names that could break out of a style attribute', () => {
    const theme = resolveTheme({
      fonts: {
        primary: 'x; background: url(evil)',
        secondary: 'Georgia',
        baseFontSize: 16,
        headingFontSize: 32,
      },
    });
    expect(theme.fonts).toEqual(DEFAULT_THEME.fonts);
  });

  it('turns a theme into the CSS variables the stylesheets read', () => {
    expect(themeVariables(DEFAULT_THEME)).toMatchObject({
      '--color-primary': '#14F197',
      '--color-on-primary': '#000000',
      '--font-size-heading': '32px',
    });
  });

  it('gives the primary colour a text colour of at least 4.5:1: black on light colours, white on dark', () => {
    expect(readableTextOn('#14F197')).toBe('#000000');
    expect(readableTextOn('#FFF')).toBe('#000000');
    expect(readableTextOn('#131B2E')).toBe('#FFFFFF');
    expect(readableTextOn('#8C1D18ff')).toBe('#FFFFFF');
    // Every grey, and colours around where white and black tie, read at 4.5:1 or better.
    const greys = Array.from({ length: 256 }, (_, n) => `#${n.toString(16).padStart(2, '0').repeat(3)}`);
    for (const colour of [...greys, '#0077ff', '#ff0000', '#767676', '#00a000', '#7a5cff'])
      expect(contrastRatio(colour, readableTextOn(colour))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(
      themeVariables({ ...DEFAULT_THEME, colors: { ...DEFAULT_THEME.colors, primary: '#131B2E' } }),
    ).toMatchObject({
      '--color-primary': '#131B2E',
      '--color-on-primary': '#FFFFFF',
    });
  });
});

describe('safeImageUrl', () => {
  it('allows same-origin paths and http(s) only', () => {
    expect(safeImageUrl('/logo.png')).toBe('/logo.png');
    expect(safeImageUrl('https://cdn.test/a.webp')).toBe('https://cdn.test/a.webp');
    expect(safeImageUrl('javascript:alert(1)')).toBeNull();
    expect(safeImageUrl('//evil.test/a.png')).toBeNull();
    expect(safeImageUrl('')).toBeNull();
  });
});
