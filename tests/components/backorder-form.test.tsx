import { act, fireEvent, render, screen } from '@testing-library/react';
import { BackorderOffer } from '@/components/store/backorder-offer';

let mockSession: { data: unknown; status: string } = { data: null, status: 'unauthenticated' };
jest.mock('@/components/auth/session-context', () => ({ useSession: () => mockSession }));

const product = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Fireweed Garnet Stud Earrings',
  price: 68,
};
const signedIn = {
  data: {
    user: {
      email: 'shopper@demo.test',
      userId: 'user-1',
      tenantId: 'demo',
      role: 'customer',
      needsProfile: false,
    },
  },
  status: 'authenticated',
};

/** Opens the overlay; its form is loaded on demand, so this waits for the dialog. */
async function open() {
  render(<BackorderOffer product={product} storeName="Sitka Silver" />);
  fireEvent.click(screen.getByTestId('backorder-open'));
  await screen.findByRole('dialog');
}

beforeEach(() => {
  mockSession = { data: null, status: 'unauthenticated' };
  global.fetch = jest.fn();
});

describe('the backorder overlay', () => {
  it('shows the seller, a quantity of 1 and the total, recomputed as the quantity changes', async () => {
    await open();
    expect(screen.getByRole('dialog', { name: /Fireweed Garnet Stud Earrings/ })).toBeInTheDocument();
    expect(screen.getByTestId('backorder-seller')).toHaveTextContent('Sitka Silver');
    expect(screen.getByTestId('backorder-quantity')).toHaveValue(1);
    expect(screen.getByTestId('backorder-total')).toHaveTextContent('$68.00');
    fireEvent.change(screen.getByTestId('backorder-quantity'), { target: { value: '3' } });
    expect(screen.getByTestId('backorder-total')).toHaveTextContent('$204.00');
  });

  it('needs a quantity of at least 1', async () => {
    await open();
    for (const value of ['0', '', '-2']) {
      fireEvent.change(screen.getByTestId('backorder-quantity'), { target: { value } });
      expect(screen.getByTestId('backorder-submit')).toBeDisabled();
    }
    expect(screen.getByText('Please enter a quantity of at least 1.')).toBeInTheDocument();
  });

  it('asks a signed-out shopper to log in, without calling the api', async () => {
    await open();
    fireEvent.click(screen.getByTestId('backorder-submit'));
    expect(screen.getByTestId('backorder-error')).toHaveTextContent(
      'You must be logged in to place a backorder.',
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('places the backorder as Pending Payment, says so, and closes 2 s later', async () => {
    jest.useFakeTimers();
    try {
      mockSession = signedIn;
      let answer: (value: unknown) => void = () => {};
      (global.fetch as jest.Mock).mockReturnValue(new Promise((resolve) => (answer = resolve)));
      await open();
      fireEvent.change(screen.getByTestId('backorder-quantity'), { target: { value: '2' } });
      fireEvent.click(screen.getByTestId('backorder-submit'));
      expect(screen.getByTestId('backorder-submit')).toBeDisabled();
      expect(screen.getByTestId('backorder-submit')).toHaveTextContent('Placing…');

      const [url, init] = (global.fetch as jest.Mock).mock.calls[0];
      expect(url).toBe('/api/backorders');
      const body = JSON.parse(init.body);
      expect(body).toMatchObject({
        productId: product.id,
        quantity: 2,
        total: 136,
        customerId: 'user-1',
        customerEmail: 'shopper@demo.test',
        tenantId: 'demo',
        status: 'Pending Payment',
      });
      expect(body.orderId).toMatch(/^BO-\d+$/);

      await act(async () =>
        answer({
          ok: true,
          status: 201,
          json: async () => ({ success: true, orderId: 'BO-1', status: 'Pending Payment', total: 136 }),
        }),
      );
      expect(screen.getByTestId('backorder-success')).toHaveTextContent('Backorder placed!');
      act(() => jest.advanceTimersByTime(1999));
      expect(screen.getByTestId('backorder-success')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('says the backorder failed when the api refuses it', async () => {
    mockSession = signedIn;
    (global.fetch as jest.Mock).mockResolvedValue({
      ok: false,
      status: 409,
      json: async () => ({ code: 'IN_STOCK', error: 'This piece is in stock' }),
    });
    await open();
    fireEvent.click(screen.getByTestId('backorder-submit'));
    expect(await screen.findByTestId('backorder-error')).toHaveTextContent(
      'Failed to create backorder. Please try again.',
    );
  });

  it('closes on Cancel and on Escape', async () => {
    await open();
    fireEvent.click(screen.getByTestId('backorder-cancel'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('backorder-open'));
    await screen.findByRole('dialog');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
