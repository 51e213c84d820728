import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { SWRConfig } from 'swr';
import { OrderTracking } from '@/components/account/order-tracking';
import { NotesPanel } from '@/components/admin/orders/notes-panel';
import { PackingSlip } from '@/components/admin/orders/packing-slip';
import { ShippingAddressPanel } from '@/components/admin/orders/shipping-address-panel';
import { TrackingPanel } from '@/components/admin/orders/tracking-panel';
import type { AdminOrderDetail } from '@/lib/schemas/admin-orders';
import type { OrderNote } from '@/lib/schemas/order-desk';
import { answer } from './admin-support';
import { adminOrder } from './admin-order-fixture';

const ID = '5b0f7a52-3a1e-4c39-9a55-1d7f0f3c2a11';
const ADDRESS = {
  name: 'Ada Shopper',
  address: '1 Harbor Way',
  addressLine2: 'Unit 2',
  city: 'Sitka',
  state: 'AK',
  zipCode: '99835',
};

function order(overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  return adminOrder({
    itemCount: 3,
    items: [
      { productId: 'p1', name: 'Tide Pool Ring', price: 40, quantity: 2, image: null },
      { productId: 'p2', name: 'Raven Mug', price: 12.5, quantity: 1, image: null },
    ],
    customer: { ...ADDRESS, email: 'shopper@demo.test', phone: '(907) 555-0100' },
    payment: {
      subtotal: 92.5,
      shipping: 0,
      serviceFee: 2.48,
      total: 94.98,
      currency: 'usd',
      provider: 'test',
      status: 'succeeded',
      paymentIntentId: 'pi_123',
    },
    shippingAddress: ADDRESS,
    returnable: [],
    notes: [
      {
        id: 'n1',
        text: 'Gift wrap, please',
        author: 'owner@demo.test',
        createdAt: '2026-03-02T19:00:00.000Z',
      },
    ],
    ...overrides,
  });
}

const calls = (method: string) =>
  (global.fetch as jest.Mock).mock.calls.filter(([, init]) => init?.method === method);
const bodyOf = (call: [string, RequestInit]) => JSON.parse(String(call[1].body));

describe('NotesPanel', () => {
  function Notes({ initial }: { initial: OrderNote[] }) {
    const [notes, setNotes] = useState(initial);
    return <NotesPanel orderId={ID} notes={notes} onNotes={setNotes} />;
  }

  it('says only staff see notes when there are none, and refuses an empty note without calling the api', async () => {
    global.fetch = jest.fn() as jest.Mock;
    render(<Notes initial={[]} />);
    expect(screen.getByText(/the customer never does/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Write a note before saving it.')).toBeInTheDocument();
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('adds a note and lists it with its author, then clears the box', async () => {
    const saved = [
      {
        id: 'n1',
        text: 'Called about sizing',
        author: 'owner@demo.test',
        createdAt: '2026-03-02T19:00:00.000Z',
      },
    ];
    global.fetch = jest.fn(async () => answer(201, { notes: saved })) as jest.Mock;
    render(<Notes initial={[]} />);
    fireEvent.change(screen.getByLabelText('Add a note (only staff can see it)'), {
      target: { value: 'Called about sizing' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    const list = await screen.findByTestId('order-notes');
    expect(list).toHaveTextContent('Called about sizing');
    expect(list).toHaveTextContent('owner@demo.test');
    expect(calls('POST')[0][0]).toBe(`/api/admin/orders/${ID}/notes`);
    expect(bodyOf(calls('POST')[0])).toEqual({ text: 'Called about sizing' });
    expect(screen.getByLabelText('Add a note (only staff can see it)')).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('Note saved.');
  });

  it('shows the api’s refusal on the note box', async () => {
    global.fetch = jest.fn(async () =>
      answer(400, { error: 'A note is at most 2000 characters.', code: 'VALIDATION_ERROR', field: 'text' }),
    ) as jest.Mock;
    render(<Notes initial={[]} />);
    fireEvent.change(screen.getByLabelText('Add a note (only staff can see it)'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('A note is at most 2000 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Add a note (only staff can see it)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});

describe('ShippingAddressPanel', () => {
  it('shows the captured address and corrects it with checkout’s rules before saving', async () => {
    const changed = order({ shippingAddress: { ...ADDRESS, address: '400 Lincoln St' } });
    global.fetch = jest.fn(async () => answer(200, changed)) as jest.Mock;
    const onChanged = jest.fn();
    render(<ShippingAddressPanel order={order()} onChanged={onChanged} />);
    expect(screen.getByTestId('shipping-address')).toHaveTextContent('1 Harbor Way');
    expect(screen.getByTestId('shipping-address')).toHaveTextContent('Sitka, AK 99835');
    fireEvent.click(screen.getByRole('button', { name: 'Edit address' }));
    const form = screen.getByRole('form', { name: 'Edit shipping address' });
    fireEvent.change(within(form).getByLabelText('ZIP code'), { target: { value: '998' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await within(form).findByText('Invalid ZIP code')).toBeInTheDocument();
    expect(global.fetch).not.toHaveBeenCalled();
    fireEvent.change(within(form).getByLabelText('ZIP code'), { target: { value: '99835' } });
    fireEvent.change(within(form).getByLabelText('Address'), { target: { value: '400 Lincoln St' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(changed));
    expect(calls('PUT')[0][0]).toBe(`/api/admin/orders/${ID}/address`);
    expect(bodyOf(calls('PUT')[0])).toMatchObject({
      address: '400 Lincoln St',
      zipCode: '99835',
      state: 'AK',
    });
  });

  it('corrects an address abroad with its country’s postal code rule, sending the country kept', async () => {
    const abroad = { ...ADDRESS, city: 'Ottawa', state: 'Ontario', zipCode: 'K1M 1M4', country: 'CA' };
    global.fetch = jest.fn(async () => answer(200, order({ shippingAddress: abroad }))) as jest.Mock;
    const onChanged = jest.fn();
    render(<ShippingAddressPanel order={order({ shippingAddress: abroad })} onChanged={onChanged} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit address' }));
    const form = screen.getByRole('form', { name: 'Edit shipping address' });
    expect(within(form).getByTestId('ship-to-country')).toHaveTextContent('Canada');
    expect(within(form).getByLabelText('State, province or region (optional)')).toHaveValue('Ontario');
    fireEvent.change(within(form).getByLabelText('Postal code'), { target: { value: '99835' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await within(form).findByText('Enter a valid postal code')).toBeInTheDocument();
    expect(global.fetch).not.toHaveBeenCalled();
    fireEvent.change(within(form).getByLabelText('Postal code'), { target: { value: 'K1A 0A9' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(bodyOf(calls('PUT')[0])).toMatchObject({ zipCode: 'K1A 0A9', state: 'Ontario', country: 'CA' });
  });

  it('offers no edit once the order has shipped', () => {
    render(
      <ShippingAddressPanel
        order={order({ status: 'Shipped', addressEditable: false })}
        onChanged={jest.fn()}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Edit address' })).not.toBeInTheDocument();
    expect(screen.getByText('Shipped orders keep the address they were sent to.')).toBeInTheDocument();
  });
});

describe('TrackingPanel', () => {
  const ups = {
    carrier: 'UPS' as const,
    trackingNumber: '1Z999',
    url: 'https://www.ups.com/track?loc=en_US&tracknum=1Z999',
  };

  it('shows nothing before the order ships (the ship form asks then)', () => {
    const { container } = render(<TrackingPanel order={order()} onChanged={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('links the number to the carrier’s page in a new tab and corrects it', async () => {
    const shipped = order({
      status: 'Shipped',
      tracking: ups,
      trackingNumber: '1Z999',
      nextStatuses: ['Delivered'],
    });
    const fixed = order({
      ...shipped,
      tracking: {
        carrier: 'FedEx',
        trackingNumber: '7777',
        url: 'https://www.fedex.com/fedextrack/?trknbr=7777',
      },
    });
    global.fetch = jest.fn(async () => answer(200, fixed)) as jest.Mock;
    const onChanged = jest.fn();
    render(<TrackingPanel order={shipped} onChanged={onChanged} />);
    const link = screen.getByRole('link', { name: /1Z999/ });
    expect(link).toHaveAttribute('href', ups.url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByText(/\(UPS\)/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Edit tracking' }));
    fireEvent.change(screen.getByLabelText('Carrier'), { target: { value: 'FedEx' } });
    fireEvent.change(screen.getByLabelText('Tracking number'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save tracking' }));
    expect(await screen.findByText('Enter the tracking number.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Tracking number'), { target: { value: '7777' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save tracking' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(fixed));
    expect(calls('PUT')[0][0]).toBe(`/api/admin/orders/${ID}/tracking`);
    expect(bodyOf(calls('PUT')[0])).toEqual({ carrier: 'FedEx', trackingNumber: '7777' });
  });
});

describe('PackingSlip', () => {
  it('prints the store, order, ship-to address and items with quantities; no prices, no notes', async () => {
    global.fetch = jest.fn(async () => answer(200, order())) as jest.Mock;
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <PackingSlip id={ID} storeName="Sitka Silver" logo={{ url: '', altText: '', maxWidth: 120 }} />
      </SWRConfig>,
    );
    const slip = await screen.findByTestId('packing-slip');
    expect(slip).toHaveTextContent('Sitka Silver');
    expect(slip).toHaveTextContent('SO-1001');
    expect(screen.getByTestId('slip-address')).toHaveTextContent(
      'Ada Shopper1 Harbor WayUnit 2Sitka, AK 99835',
    );
    const rows = within(screen.getByTestId('slip-items')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'ItemQuantity',
      'Tide Pool Ring2',
      'Raven Mug1',
      'Total items3',
    ]);
    expect(slip).not.toHaveTextContent('$');
    expect(slip).not.toHaveTextContent('Gift wrap');
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });
});

describe('My Orders tracking', () => {
  it('links a shipped order to its carrier’s tracking page; Other shows the number alone', () => {
    const { rerender } = render(
      <OrderTracking
        tracking={{
          carrier: 'USPS',
          trackingNumber: '9400',
          url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400',
        }}
      />,
    );
    expect(screen.getByRole('link', { name: /USPS 9400/ })).toHaveAttribute(
      'href',
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400',
    );
    rerender(<OrderTracking tracking={{ carrier: 'Other', trackingNumber: 'LOCAL-1', url: null }} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByTestId('order-tracking')).toHaveTextContent('Tracking LOCAL-1');
  });
});
