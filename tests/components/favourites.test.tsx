import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Session } from 'next-auth';
import { SessionProvider } from '@/components/auth/session-context';
import { FavouritesList } from '@/components/store/favourites-list';
import { FavouritesSessionSync } from '@/components/store/favourites-session-sync';
import { ProductCard } from '@/components/store/product-card';
import { favouritesKey } from '@/lib/favourites/favourites-storage';
import { favouritesStore } from '@/lib/favourites/favourites-store';
import type { Product } from '@/lib/schemas/product';
import { makeProduct } from './fixtures';

const RING = makeProduct({ handle: 'tide-line-ring' });
const CUFF = makeProduct({
  id: '22222222-2222-4222-8222-222222222222',
  handle: 'river-cuff',
  name: 'River Cuff',
  price: 80,
  totalInventory: 0,
});
const SIZED = makeProduct({
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Kelp Band',
  variants: [
    { id: 'v1', name: 'Size 6', sku: null, price: 60, totalInventory: 2 },
    { id: 'v2', name: 'Size 7', sku: null, price: 70, totalInventory: 1 },
  ],
} as Partial<Product>);
const CUSTOMER: Session = {
  expires: '2099-01-01',
  user: { userId: 'u1', email: 'a@b.test', role: 'customer', tenantId: 'demo', needsProfile: false },
};

type Call = { url: string; method: string; body: unknown };
let calls: Call[];
/** The BFF as the browser meets it: `answers` by "METHOD path". */
function serve(answers: Record<string, (body: unknown) => unknown>) {
  calls = [];
  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url, method, body });
    const answer = answers[`${method} ${url}`] as ((body: unknown) => unknown) | undefined;
    return {
      ok: Boolean(answer),
      status: answer ? 200 : 404,
      json: async () => (answer ? answer(body) : { error: 'Not found', code: 'NOT_FOUND' }),
    };
  }) as unknown as typeof fetch;
}
const favourite = (product: Product, extra: object = {}) => ({
  productId: product.id,
  notifyWhenBack: false,
  notifiedAt: null,
  createdAt: '2026-11-30T10:00:00.000Z',
  product,
  ...extra,
});

let resets = 0;
beforeEach(() => {
  localStorage.clear();
  // Another store's guest: the next owner set starts afresh.
  act(() => favouritesStore.setOwner(`reset-${(resets += 1)}`, null));
});

const signedIn = (children: React.ReactNode) => (
  <SessionProvider session={CUSTOMER} refetchInterval={0}>
    <FavouritesSessionSync tenant="demo" />
    {children}
  </SessionProvider>
);

describe('the heart', () => {
  it('keeps a guest’s favourite in the browser, for this store, without calling the api', () => {
    serve({});
    render(
      <>
        <FavouritesSessionSync tenant="demo" />
        <ProductCard product={RING} />
      </>,
    );
    const heart = screen.getByRole('button', { name: 'Add to favourites' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(heart);
    const pressed = screen.getByRole('button', { name: 'Remove from favourites' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem(favouritesKey('demo'))!)).toEqual([RING.id]);
    expect(calls).toEqual([]);
    // The card's link to the product is still there beside it.
    expect(screen.getByRole('link', { name: /Tide Line Ring/ })).toHaveAttribute(
      'href',
      '/product/tide-line-ring',
    );
    fireEvent.click(pressed);
    expect(localStorage.getItem(favouritesKey('demo'))).toBeNull();
  });

  it('saves a signed-in shopper’s favourite in the account', async () => {
    serve({
      'GET /api/favourites': () => ({ favourites: [] }),
      [`PUT /api/favourites/${RING.id}`]: () => ({ favourites: [favourite(RING)] }),
    });
    render(signedIn(<ProductCard product={RING} />));
    await waitFor(() => expect(calls.map((call) => call.method)).toEqual(['GET']));
    fireEvent.click(screen.getByRole('button', { name: 'Add to favourites' }));
    expect(await screen.findByRole('button', { name: 'Remove from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() =>
      expect(calls.at(-1)).toMatchObject({ method: 'PUT', url: `/api/favourites/${RING.id}` }),
    );
    expect(localStorage.getItem(favouritesKey('demo'))).toBeNull();
  });

  it('puts the heart back and says so when the account did not take it', async () => {
    serve({ 'GET /api/favourites': () => ({ favourites: [] }) });
    render(signedIn(<ProductCard product={RING} />));
    await waitFor(() => expect(calls).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Add to favourites' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found');
    expect(screen.getByRole('button', { name: 'Add to favourites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('at sign-in, sends the browser’s list to the account in one call and clears it', async () => {
    localStorage.setItem(favouritesKey('demo'), JSON.stringify([CUFF.id, RING.id]));
    serve({ 'POST /api/favourites/merge': () => ({ favourites: [favourite(CUFF), favourite(RING)] }) });
    render(signedIn(<ProductCard product={RING} />));
    expect(await screen.findByRole('button', { name: 'Remove from favourites' })).toBeInTheDocument();
    expect(calls).toEqual([
      { url: '/api/favourites/merge', method: 'POST', body: { productIds: [CUFF.id, RING.id] } },
    ]);
    expect(localStorage.getItem(favouritesKey('demo'))).toBeNull();
  });
});

describe('the favourites page', () => {
  it('shows a guest’s favourites with the catalog’s price and stock, each linking to its page, and removes one', async () => {
    localStorage.setItem(favouritesKey('demo'), JSON.stringify([CUFF.id, SIZED.id]));
    serve({
      [`GET /api/products/${CUFF.id}`]: () => CUFF,
      [`GET /api/products/${SIZED.id}`]: () => SIZED,
    });
    render(
      <>
        <FavouritesSessionSync tenant="demo" />
        <FavouritesList />
      </>,
    );
    const rows = await screen.findAllByTestId('favourite-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByRole('link', { name: 'River Cuff' })).toHaveAttribute(
      'href',
      '/product/river-cuff',
    );
    expect(rows[0]).toHaveTextContent('$80.00');
    expect(rows[0]).toHaveTextContent('Out of Stock');
    expect(within(rows[0]).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(rows[1]).toHaveTextContent('From $60.00');
    expect(rows[1]).toHaveTextContent('Only 3 left');
    fireEvent.click(within(rows[0]).getByRole('button', { name: 'Remove River Cuff from favourites' }));
    await waitFor(() => expect(screen.getAllByTestId('favourite-row')).toHaveLength(1));
    expect(JSON.parse(localStorage.getItem(favouritesKey('demo'))!)).toEqual([SIZED.id]);
  });

  it('says so when there are none', async () => {
    serve({});
    render(
      <>
        <FavouritesSessionSync tenant="demo" />
        <FavouritesList />
      </>,
    );
    expect(await screen.findByText(/No favourites yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/shop');
  });

  it('lets a signed-in shopper ask to be emailed when a sold-out favourite is back', async () => {
    serve({
      'GET /api/favourites': () => ({ favourites: [favourite(CUFF)] }),
      [`PUT /api/favourites/${CUFF.id}`]: (body) => ({
        favourites: [
          favourite(CUFF, { notifyWhenBack: (body as { notifyWhenBack: boolean }).notifyWhenBack }),
        ],
      }),
    });
    render(signedIn(<FavouritesList />));
    fireEvent.click(await screen.findByRole('button', { name: 'Email me when it’s back' }));
    expect(await screen.findByText('We’ll email you once when it’s back.')).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({
      url: `/api/favourites/${CUFF.id}`,
      method: 'PUT',
      body: { notifyWhenBack: true },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Don’t email me' }));
    expect(await screen.findByRole('button', { name: 'Email me when it’s back' })).toBeInTheDocument();
  });
});
