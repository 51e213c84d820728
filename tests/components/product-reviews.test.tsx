import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductReviews } from '@/components/reviews/product-reviews';
import { ProductInfoSection } from '@/components/templates/product-sections';
import { REVIEWS_HEADING } from '@/lib/constants/reviews';
import type { ProductReviews as Reviews, PublicReview } from '@/lib/schemas/reviews';
import { answer } from '@/tests/support/fetch-answer';
import { makeProduct } from './fixtures';

const PRODUCT = '22222222-2222-4222-8222-222222222222';

const review = (n: number, overrides: Partial<PublicReview> = {}): PublicReview => ({
  id: `rv-${n}`,
  rating: 5,
  title: `Review ${n}`,
  body: `Text ${n}`,
  photoUrl: null,
  authorName: 'Ada L.',
  createdAt: '2026-11-02T10:00:00.000Z',
  reply: null,
  repliedAt: null,
  ...overrides,
});

const page = (reviews: PublicReview[], overrides: Partial<Reviews> = {}): Reviews => ({
  reviews,
  page: 1,
  pageSize: 5,
  average: 4.5,
  count: reviews.length,
  ...overrides,
});

describe('the product page’s reviews', () => {
  it('shows the average, the count and each review with the shop’s reply, from verified buyers', () => {
    render(
      <ProductReviews
        productId={PRODUCT}
        initial={page([review(1, { rating: 4, reply: 'Thank you, Ada!' }), review(2)])}
      />,
    );
    expect(screen.getByRole('heading', { name: REVIEWS_HEADING })).toBeInTheDocument();
    const summary = screen.getByTestId('review-summary');
    expect(within(summary).getByRole('img', { name: '4.5 out of 5 stars' })).toBeInTheDocument();
    expect(summary).toHaveTextContent('4.5 out of 5 · 2 reviews');
    const [first] = screen.getAllByTestId('review');
    expect(within(first).getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Review 1');
    expect(first).toHaveTextContent('Ada L. · November 2, 2026');
    expect(within(first).getByTestId('review-reply')).toHaveTextContent('Reply from the shopThank you, Ada!');
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).toBeNull();
  });

  it('loads the next page on Show more reviews', async () => {
    const fetchMock = jest.fn(async () => answer(200, page([review(6)], { page: 2, count: 6 })));
    global.fetch = fetchMock as unknown as typeof fetch;
    const first = [1, 2, 3, 4, 5].map((n) => review(n));
    render(<ProductReviews productId={PRODUCT} initial={page(first, { count: 6 })} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show more reviews' }));
    expect(await screen.findByText('Review 6')).toBeInTheDocument();
    expect(screen.getAllByTestId('review')).toHaveLength(6);
    expect(fetchMock).toHaveBeenCalledWith(`/api/products/${PRODUCT}/reviews?page=2`, expect.anything());
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).toBeNull();
  });

  it('says there are none yet', () => {
    render(<ProductReviews productId={PRODUCT} initial={page([], { average: null, count: 0 })} />);
    expect(screen.getByText('No reviews yet. Only buyers of this piece can review it.')).toBeInTheDocument();
  });

  it('follows the template’s Show reviews switch', () => {
    const data = {
      store: { storeName: 'Sitka Clay', description: null, brandStory: null, theme: {} as never },
      product: makeProduct({ id: PRODUCT }),
      reviews: page([review(1)]),
    };
    const { rerender } = render(<ProductInfoSection settings={{ showReviews: true }} data={data} />);
    expect(screen.getByTestId('product-reviews')).toBeInTheDocument();
    rerender(<ProductInfoSection settings={{ showReviews: false }} data={data} />);
    expect(screen.queryByTestId('product-reviews')).toBeNull();
  });
});
