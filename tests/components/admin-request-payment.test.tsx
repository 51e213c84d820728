import { fireEvent, render, screen } from '@testing-library/react';
import { RequestPayment } from '@/components/admin/orders/request-payment';
import type { AdminOrderDetail } from '@/lib/schemas/admin-orders';
import { answer } from './admin-support';

const ID = '5b0f7a52-3a1e-4c39-9a55-1d7f0f3c2a11';
const backorder = (status: AdminOrderDetail['status']) =>
  ({ id: ID, orderId: 'BO-1700000000000', type: 'backorder', status }) as AdminOrderDetail;

describe('Request payment', () => {
  it('mails the customer on each press and says to whom', async () => {
    global.fetch = jest.fn(async () =>
      answer(200, {
        sentTo: 'shopper@demo.test',
        requestedAt: '2026-03-02T18:00:00.000Z',
        expiresAt: '2026-03-16T18:00:00.000Z',
      }),
    ) as jest.Mock;
    render(<RequestPayment order={backorder('Pending Payment')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Request payment' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Payment request sent to shopper@demo.test');
    fireEvent.click(screen.getByRole('button', { name: 'Send payment request again' }));
    await screen.findByRole('button', { name: 'Send payment request again' });
    const calls = (global.fetch as jest.Mock).mock.calls;
    expect(calls.map(([url, init]) => [url, init.method])).toEqual([
      [`/api/admin/orders/${ID}/request-payment`, 'POST'],
      [`/api/admin/orders/${ID}/request-payment`, 'POST'],
    ]);
  });

  it('shows the api’s refusal', async () => {
    global.fetch = jest.fn(async () =>
      answer(429, { error: 'Too many requests. Try again in 3540 seconds.', code: 'RATE_LIMITED' }),
    ) as jest.Mock;
    render(<RequestPayment order={backorder('Pending Payment')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Request payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests');
  });

  it('is not offered once the backorder is paid, nor on a regular order', () => {
    const { container, rerender } = render(<RequestPayment order={backorder('Paid')} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<RequestPayment order={{ ...backorder('Pending Payment'), type: 'regular' }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
