import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MoveShipBy } from '@/components/admin/orders/move-ship-by';
import { SHIP_BY_MOVE_MESSAGES } from '@/lib/schemas/ship-by-move';
import { answer } from './admin-support';
import { adminOrder, ORDER_ID as ID } from './admin-order-fixture';

const puts = () => (global.fetch as jest.Mock).mock.calls.filter(([, init]) => init?.method === 'PUT');
const bodyOf = (call: [string, RequestInit]) => JSON.parse(String(call[1].body));
const pick = (day: string) => {
  fireEvent.change(screen.getByLabelText('Move ship-by day'), { target: { value: day } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
};

describe('MoveShipBy', () => {
  const onMoved = jest.fn();
  beforeEach(() => onMoved.mockReset());

  it('asks before a later day that the buyer is mailed, then saves it', async () => {
    const moved = adminOrder({ shipBy: '2026-12-18' });
    global.fetch = jest.fn(async () => answer(200, moved)) as jest.Mock;
    render(<MoveShipBy order={adminOrder({ shipBy: '2026-12-04' })} onMoved={onMoved} />);
    pick('2026-12-18');
    expect(await screen.findByText(SHIP_BY_MOVE_MESSAGES.confirmLater)).toBeInTheDocument();
    expect(puts()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Move and mail the buyer' }));
    await waitFor(() => expect(onMoved).toHaveBeenCalledWith(moved));
    expect(puts()[0][0]).toBe(`/api/admin/orders/${ID}/ship-by`);
    expect(bodyOf(puts()[0])).toEqual({ shipBy: '2026-12-18' });
  });

  it('saves an earlier day at once, and a press of Cancel in the question saves nothing', async () => {
    global.fetch = jest.fn(async () => answer(200, adminOrder({ shipBy: '2026-12-01' }))) as jest.Mock;
    render(<MoveShipBy order={adminOrder({ shipBy: '2026-12-04' })} onMoved={onMoved} />);
    pick('2026-12-20');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(puts()).toHaveLength(0);
    pick('2026-12-01');
    await waitFor(() => expect(onMoved).toHaveBeenCalled());
    expect(screen.queryByText(SHIP_BY_MOVE_MESSAGES.confirmLater)).not.toBeInTheDocument();
    expect(bodyOf(puts()[0])).toEqual({ shipBy: '2026-12-01' });
  });

  it('shows the api’s refusal, and is not offered on a shipped order', async () => {
    global.fetch = jest.fn(async () =>
      answer(400, { error: 'shipBy cannot be before today.', code: 'SHIP_BY_INVALID', field: 'shipBy' }),
    ) as jest.Mock;
    const { rerender } = render(
      <MoveShipBy order={adminOrder({ shipBy: '2026-12-04' })} onMoved={onMoved} />,
    );
    pick('2026-12-02');
    expect(await screen.findByRole('alert')).toHaveTextContent('shipBy cannot be before today.');
    expect(onMoved).not.toHaveBeenCalled();
    rerender(
      <MoveShipBy order={adminOrder({ status: 'Shipped', shipBy: '2026-12-04' })} onMoved={onMoved} />,
    );
    expect(screen.queryByLabelText('Move ship-by day')).not.toBeInTheDocument();
  });
});
