import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HeroPanel } from '@/components/admin/store/hero-panel';
import { LogoPanel } from '@/components/admin/store/logo-panel';

jest.mock('browser-image-compression', () => ({ __esModule: true, default: jest.fn() }));

const MB = 1024 * 1024;
function fakeFile(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
const choose = (input: HTMLElement, file: File) => fireEvent.change(input, { target: { files: [file] } });

const logo = { url: '', altText: 'Tide Pool Studio', maxWidth: 200 };
const hero = { url: '', altText: '', overlayOpacity: 0.4, textPosition: 'center' } as never;

describe('the store’s picture panels', () => {
  it('uploads a logo as it was chosen, and shows why a file is refused under its input', async () => {
    const upload = jest.fn(async () => ({ url: 'https://cdn.example.test/logo.svg' }));
    const onChange = jest.fn();
    render(<LogoPanel logo={logo} upload={upload} onChange={onChange} />);
    const input = screen.getByLabelText('Upload logo (PNG, JPG or SVG)');
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/svg+xml,image/webp');
    expect(input).toHaveAttribute('data-testid', 'logo-file');

    choose(input, fakeFile('notes.txt', 'text/plain', 10));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please upload an image file (PNG, JPG, or SVG)',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(upload).not.toHaveBeenCalled();

    const svg = fakeFile('logo.svg', 'image/svg+xml', 1000);
    choose(input, svg);
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith({ ...logo, url: 'https://cdn.example.test/logo.svg' }, false),
    );
    expect(upload).toHaveBeenCalledWith(svg, 'logo.svg');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input).not.toBeDisabled();
  });

  it('says the processing failed when an upload throws, and lets another file be chosen', async () => {
    const upload = jest.fn(async () => {
      throw new Error('network');
    });
    render(<LogoPanel logo={logo} upload={upload} onChange={jest.fn()} />);
    const input = screen.getByTestId('logo-file');
    choose(input, fakeFile('logo.svg', 'image/svg+xml', 1000));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error processing file. Please try again.');
    expect(input).not.toBeDisabled();
  });

  it('refuses a hero over 5 MB and uploads one within it', async () => {
    const upload = jest.fn(async () => ({ url: 'https://cdn.example.test/hero.jpg' }));
    const onChange = jest.fn();
    render(
      <HeroPanel
        hero={hero}
        height="medium"
        pending={false}
        upload={upload}
        onChange={onChange}
        onHeight={jest.fn()}
        onSave={jest.fn(async () => true)}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Height' })).toHaveValue('medium');
    expect(screen.getByRole('option', { name: /^Medium \(\d+px\)$/ })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Center' })).toBeInTheDocument();
    const input = screen.getByLabelText('Upload hero image (up to 5 MB)');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('data-testid', 'hero-file');
    choose(input, fakeFile('big.jpg', 'image/jpeg', 5 * MB + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'File is too large. Please upload an image smaller than 5MB',
    );
    const photo = fakeFile('hero.jpg', 'image/jpeg', 2 * MB);
    choose(input, photo);
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith(
        expect.objectContaining({ url: 'https://cdn.example.test/hero.jpg' }),
      ),
    );
    expect(upload).toHaveBeenCalledWith(photo, 'hero.jpg');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
