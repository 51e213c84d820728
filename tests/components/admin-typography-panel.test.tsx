import { act, fireEvent, render, screen } from '@testing-library/react';
import { readFontSize, TypographyPanel } from '@/components/admin/store/typography-panel';
import { DEFAULT_THEME, type Theme } from '@/lib/schemas/store';

const fonts = DEFAULT_THEME.fonts;

function setup(initialFonts: Theme['fonts'] = fonts) {
  const onSave = jest.fn().mockResolvedValue(true);
  const onReset = jest.fn();
  render(<TypographyPanel initialFonts={initialFonts} onSave={onSave} onReset={onReset} />);
  return { onSave, onReset };
}

const select = (label: string) => screen.getByRole('combobox', { name: label }) as HTMLSelectElement;
const options = (label: string) => Array.from(select(label).options).map((option) => option.textContent);

describe('Typography panel', () => {
  it('offers the spec’s fonts and sizes', () => {
    setup();
    const families = [
      'Arial',
      'Verdana',
      'Helvetica',
      'Tahoma',
      'Trebuchet MS',
      'Georgia',
      'Times New Roman',
      'Courier New',
    ];
    expect(options('Primary Font')).toEqual(families);
    expect(options('Secondary Font')).toEqual(families);
    expect(options('Base Font Size')).toEqual(['12px', '14px', '16px', '18px', '20px']);
    expect(options('Heading Font Size')).toEqual(['20px', '24px', '28px', '32px', '36px', '40px']);
    // Each font carries its generic fallback.
    expect(Array.from(select('Secondary Font').options).map((option) => option.value)).toContain(
      "'Courier New', monospace",
    );
  });

  it('falls back to 16 and 32 when the stored sizes are not numeric, and saves all four fields', async () => {
    const { onSave } = setup({
      ...fonts,
      baseFontSize: 'large' as unknown as number,
      headingFontSize: undefined as unknown as number,
    });
    expect(select('Base Font Size').value).toBe('16');
    expect(select('Heading Font Size').value).toBe('32');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save Fonts' }));
    });
    expect(onSave).toHaveBeenLastCalledWith(
      { primary: 'Arial, sans-serif', secondary: 'Georgia, serif', baseFontSize: 16, headingFontSize: 32 },
      true,
    );
  });

  it('reads a chosen size as a whole number', async () => {
    const { onSave } = setup();
    fireEvent.change(select('Base Font Size'), { target: { value: '18' } });
    fireEvent.change(select('Primary Font'), { target: { value: 'Verdana, sans-serif' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save Fonts' }));
    });
    expect(onSave).toHaveBeenLastCalledWith(
      { primary: 'Verdana, sans-serif', secondary: 'Georgia, serif', baseFontSize: 18, headingFontSize: 32 },
      true,
    );
  });

  it('Reset restores the initial fonts and tells the caller', () => {
    const { onReset } = setup();
    fireEvent.change(select('Heading Font Size'), { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(select('Heading Font Size').value).toBe('32');
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('parses sizes with the fallback for anything not numeric', () => {
    expect(readFontSize('18', 16)).toBe(18);
    expect(readFontSize(20, 16)).toBe(20);
    expect(readFontSize('big', 16)).toBe(16);
    expect(readFontSize(undefined, 32)).toBe(32);
    expect(readFontSize(Number.NaN, 32)).toBe(32);
  });
});
