import { DEFAULT_THEME } from '@/lib/schemas/store';
import { resolveTheme, safeImageUrl, themeVariables } from '@/lib/theme';

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
      '--font-size-heading': '32px',
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
