import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { ReviewOrderLink } from '@/components/account/review-order-link';
import { OrderReviews } from '@/components/reviews/order-reviews';
import type { Order } from '@/lib/schemas/order';
import { REVIEW_MESSAGES, type OwnReview, type ReviewForm } from '@/lib/schemas/reviews';
import { answer } from '@/tests/support/fetch-answer';

jest.setTimeout(20_000);

const ORDER = '55555555-5555-4555-8555-555555555555';
const MUG = '11111111-1111-4111-8111-111111111111';
const PRODUCT = '22222222-2222-4222-8222-222222222222';
const FORM = `/api/orders/${ORDER}/reviews?token=mail-token`;
const LINE = `/api/orders/${ORDER}/reviews/${MUG}?token=mail-token`;

const own = (overrides: Partial<OwnReview> = {}): OwnReview => ({
  id: 'rv-1',
  rating: 5,
  title: 'Lovely mug',
  body: 'Holds my coffee warm.',
  photo: null,
  photoUrl: null,
  status: 'published',
  updatedAt: '2026-11-02T10:00:00.000Z',
  ...overrides,
});

const form = (review: OwnReview | null = null): ReviewForm => ({
  orderId: ORDER,
  orderNumber: 'SS-1042',
  lines: [
    { orderItemId: MUG, productId: PRODUCT, name: 'Tide Pool Mug', variantName: null, image: null, review },
  ],
});

type Answer = { status: number; body: unknown };

function mockApi(routes: Record<string, Answer[]>) {
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    const next = routes[`${init?.method ?? 'GET'} ${url}`]?.shift();
    if (!next) throw new Error(`unexpected call to ${init?.method} ${url}`);
    return answer(next.status, next.body);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const sentBody = (fetchMock: jest.Mock) => {
  const call = fetchMock.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'PUT');
  return JSON.parse(String((call![1] as RequestInit).body));
};

function renderPage() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <OrderReviews id={ORDER} token="mail-token" ordersHref={null} />
    </SWRConfig>,
  );
}

describe('the review form', () => {
  it('sends the stars, title and text of a piece, and says it is saved', async () => {
    const fetchMock = mockApi({
      [`GET ${FORM}`]: [{ status: 200, body: form() }],
      [`PUT ${LINE}`]: [{ status: 200, body: own() }],
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Order SS-1042' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tide Pool Mug' })).toHaveAttribute(
      'href',
      `/product/${PRODUCT}`,
    );
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Lovely mug');
    await user.type(screen.getByRole('textbox', { name: 'Your review' }), 'Holds my coffee warm.');
    await user.click(screen.getByRole('button', { name: 'Save review' }));
    expect(await screen.findByTestId('review-outcome')).toHaveTextContent(REVIEW_MESSAGES.saved);
    expect(sentBody(fetchMock)).toEqual({
      rating: 5,
      title: 'Lovely mug',
      body: 'Holds my coffee warm.',
      photo: null,
    });
  });

  it('names what is missing before sending anything', async () => {
    const fetchMock = mockApi({ [`GET ${FORM}`]: [{ status: 200, body: form() }] });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Save review' }));
    expect(await screen.findByText(REVIEW_MESSAGES.ratingRange)).toBeInTheDocument();
    expect(screen.getByText(REVIEW_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(REVIEW_MESSAGES.bodyRequired)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('opens with the review written before, and says an edit waits for the shop when it must', async () => {
    mockApi({
      [`GET ${FORM}`]: [{ status: 200, body: form(own()) }],
      [`PUT ${LINE}`]: [{ status: 200, body: own({ title: 'Still lovely', status: 'pending' }) }],
    });
    const user = userEvent.setup();
    renderPage();
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Lovely mug');
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await user.clear(title);
    await user.type(title, 'Still lovely');
    await user.click(screen.getByRole('button', { name: 'Update review' }));
    expect(await screen.findByTestId('review-outcome')).toHaveTextContent(REVIEW_MESSAGES.savedPending);
  });

  it('puts the api’s refusal beside the field it names', async () => {
    mockApi({
      [`GET ${FORM}`]: [{ status: 200, body: form() }],
      [`PUT ${LINE}`]: [
        {
          status: 400,
          body: { error: REVIEW_MESSAGES.titleTooLong, code: 'VALIDATION_ERROR', field: 'title' },
        },
      ],
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Fine');
    await user.type(screen.getByRole('textbox', { name: 'Your review' }), 'Fine mug.');
    await user.click(screen.getByRole('button', { name: 'Save review' }));
    expect(await screen.findByText(REVIEW_MESSAGES.titleTooLong)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('tells a visitor without the link or the account that the order is not theirs to review', async () => {
    mockApi({
      [`GET ${FORM}`]: [{ status: 404, body: { error: 'Order not found', code: 'ORDER_NOT_FOUND' } }],
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find this order.');
  });
});

describe('My Orders', () => {
  const order = (status: string) => ({ id: ORDER, orderId: 'SS-1042', status }) as unknown as Order;
  it('offers a review of the pieces of a delivered order only', () => {
    const { rerender } = render(<ReviewOrderLink order={order('Delivered')} />);
    expect(screen.getByRole('link', { name: 'Review the pieces of order SS-1042' })).toHaveAttribute(
      'href',
      `/orders/${ORDER}/review`,
    );
    rerender(<ReviewOrderLink order={order('Paid')} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
