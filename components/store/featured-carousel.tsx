'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { CAROUSEL_DELAY_MS } from '@/lib/constants/catalog';
import type { Product } from '@/lib/schemas/product';
import { ProductCard } from './product-card';

/** Featured pieces in a horizontal, snap-scrolling row that appears shortly after the hero. */
export function FeaturedCarousel({
  products,
  showPrice = true,
  showDescription = false,
}: {
  products: Product[];
  showPrice?: boolean;
  showDescription?: boolean;
}) {
  const [visible, setVisible] = useState(false);
  const track = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), CAROUSEL_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const scroll = (direction: 1 | -1) => {
    const element = track.current;
    if (element) element.scrollBy({ left: direction * element.clientWidth * 0.8, behavior: 'smooth' });
  };

  if (!products.length) return null;
  return (
    <section className="section container carousel" aria-labelledby="featured-title">
      <div className="section__header">
        <div>
          <p className="eyebrow">From the studio</p>
          <h2 id="featured-title" className="section__title">
            Featured pieces
          </h2>
        </div>
        <div className="carousel__controls">
          <button
            type="button"
            className="icon-button"
            aria-label="Previous pieces"
            onClick={() => scroll(-1)}
          >
            ‹
          </button>
          <button type="button" className="icon-button" aria-label="Next pieces" onClick={() => scroll(1)}>
            ›
          </button>
        </div>
      </div>
      {visible ? (
        <ul ref={track} className="carousel__track fade-in" aria-label="Featured products">
          {products.map((product) => (
            <li key={product.id} className="carousel__item">
              <ProductCard product={product} showPrice={showPrice} showDescription={showDescription} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="carousel__placeholder" aria-hidden="true" />
      )}
      <p className="section__more">
        <Link href="/shop">See the whole collection →</Link>
      </p>
    </section>
  );
}
