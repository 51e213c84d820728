/** An order as the back-office's order page receives it: paid, not shipped, one line of two pieces. */
import type { AdminOrderDetail } from '@/lib/schemas/admin-orders';

export const ORDER_ID = '5b0f7a52-3a1e-4c39-9a55-1d7f0f3c2a11';

export function adminOrder(overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  return {
    id: ORDER_ID,
    orderId: 'SO-1001',
    status: 'Paid',
    type: 'regular',
    createdAt: '2026-03-02T18:00:00.000Z',
    total: 94.98,
    customerName: 'Ada Shopper',
    customerEmail: 'shopper@demo.test',
    itemCount: 2,
    shipBy: null,
    late: false,
    items: [{ productId: 'p1', name: 'Tide Pool Ring', price: 40, quantity: 2, image: null }],
    customer: {
      name: 'Ada Shopper',
      email: 'shopper@demo.test',
      phone: '(907) 555-0100',
      address: '1 Harbor Way',
      addressLine2: '',
      city: 'Sitka',
      state: 'AK',
      zipCode: '99835',
    },
    payment: {
      subtotal: 80,
      shipping: 11.99,
      serviceFee: 2.99,
      total: 94.98,
      currency: 'usd',
      provider: 'test',
      status: 'succeeded',
      paymentIntentId: 'pi_123',
    },
    trackingNumber: null,
    tracking: null,
    shippingAddress: {
      name: 'Ada Shopper',
      address: '1 Harbor Way',
      addressLine2: '',
      city: 'Sitka',
      state: 'AK',
      zipCode: '99835',
    },
    addressEditable: true,
    notes: [],
    timeline: [{ from: null, status: 'Paid', at: '2026-03-02T18:00:00.000Z', trackingNumber: null }],
    nextStatuses: ['Shipped'],
    refunds: [],
    refunded: 0,
    refundable: 94.98,
    canRefund: true,
    canCancel: true,
    returnable: [{ productId: 'p1', quantity: 2 }],
    ...overrides,
  };
}
