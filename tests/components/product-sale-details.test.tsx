import { render, screen } from '@testing-library/react';
import { ProductCard } from '@/components/store/product-card';
import { ProductGallery } from '@/components/store/product-gallery';
import { ProductJsonLd } from '@/components/store/product-json-ld';
import { makeProduct } from './fixtures';

const IMAGES = { small: '/a_400.webp', medium: '/a_800.webp', images: ['/a_800.webp', '/b_800.webp'] };

describe('a product with a compare-at price and alt text', () => {
  it('shows the earlier price struck through beside the price, named for screen readers', () => {
    render(<ProductCard product={makeProduct({ price: 45, compareAtPrice: 60 })} />);
    const was = screen.getByTestId('compare-at-price');
    expect(was.tagName).toBe('S');
    expect(was).toHaveTextContent('Was $60.00');
    expect(screen.getByText('$45.00')).toBeInTheDocument();
  });

  it('shows no struck price without one, nor one that is not above the price', () => {
    const { rerender } = render(<ProductCard product={makeProduct({ price: 45, compareAtPrice: null })} />);
    expect(screen.queryByTestId('compare-at-price')).not.toBeInTheDocument();
    rerender(<ProductCard product={makeProduct({ price: 45, compareAtPrice: 45 })} />);
    expect(screen.queryByTestId('compare-at-price')).not.toBeInTheDocument();
  });

  it("gives the grid's photo the owner's alt text", () => {
    render(
      <ProductCard
        product={makeProduct({ productImage: IMAGES, imageAlts: ['A hammered ring on driftwood'] })}
      />,
    );
    expect(screen.getByRole('img', { name: 'A hammered ring on driftwood' })).toBeInTheDocument();
  });

  it("names the gallery's photo by its alt text, and by the product's name when it has none", () => {
    const { rerender } = render(
      <ProductGallery
        name="Tide Line Ring"
        alts={['Ring, front']}
        images={['/a.webp']}
        thumbnails={[]}
        fallback={null}
      />,
    );
    expect(screen.getByRole('img', { name: 'Ring, front' })).toBeInTheDocument();
    rerender(
      <ProductGallery
        name="Tide Line Ring"
        alts={['']}
        images={['/b.webp']}
        thumbnails={[]}
        fallback={null}
      />,
    );
    expect(screen.getByRole('img', { name: 'Tide Line Ring' })).toBeInTheDocument();
  });

  it('writes the alt text as ImageObject captions and the compare-at price as the list price in JSON-LD', () => {
    const { container } = render(
      <ProductJsonLd
        origin="https://shop.example"
        product={makeProduct({
          price: 45,
          compareAtPrice: 60,
          productImage: IMAGES,
          imageAlts: ['Front', ''],
        })}
      />,
    );
    const data = JSON.parse(container.querySelector('script')!.innerHTML);
    expect(data.image).toEqual([
      { '@type': 'ImageObject', url: 'https://shop.example/a_800.webp', caption: 'Front' },
      'https://shop.example/b_800.webp',
    ]);
    expect(data.offers).toMatchObject({
      price: '45.00',
      priceSpecification: expect.arrayContaining([
        expect.objectContaining({ priceType: 'https://schema.org/ListPrice', price: '60.00' }),
      ]),
    });
  });
});
