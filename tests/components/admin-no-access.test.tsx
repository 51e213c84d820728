import { render, screen } from '@testing-library/react';
import { AdminAreaGate } from '@/components/admin/admin-area-gate';
import { adminAreaFor, deniedAdminPage } from '@/lib/admin-areas';
import { NO_ACCESS_MESSAGE } from '@/lib/staff-access';
import { setPathname } from '@/tests/support/next-navigation';

jest.mock('next/navigation', () => jest.requireActual('@/tests/support/next-navigation'));

function open(path: string, role: Parameters<typeof AdminAreaGate>[0]['role']) {
  setPathname(path);
  return render(
    <AdminAreaGate role={role}>
      <p>The page itself</p>
    </AdminAreaGate>,
  );
}

describe('a back-office page the role does not reach', () => {
  it('says so, with the way back to the dashboard, instead of the page', () => {
    open('/admin/payment-settings', 'orders');
    expect(screen.getByRole('heading', { level: 1, name: NO_ACCESS_MESSAGE })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/admin');
    expect(screen.queryByText('The page itself')).not.toBeInTheDocument();
  });

  it("an order's own page is the Orders role's, a product's is not", () => {
    open('/admin/orders/42', 'orders');
    expect(screen.getByText('The page itself')).toBeVisible();
    open('/admin/products/7', 'orders');
    expect(screen.getByRole('heading', { name: NO_ACCESS_MESSAGE })).toBeVisible();
  });

  it('the owner opens every page; a manager not the staff screen', () => {
    open('/admin/staff', 'owner');
    expect(screen.getByText('The page itself')).toBeVisible();
    open('/admin/staff/', 'manager');
    expect(screen.getByRole('heading', { name: NO_ACCESS_MESSAGE })).toBeVisible();
  });

  it('an address outside the table counts as settings', () => {
    expect(adminAreaFor('/admin/unknown')).toBe('settings');
    expect(adminAreaFor('/admin/stripe-return')).toBe('payments');
    expect(adminAreaFor('/admin')).toBe('dashboard');
  });

  it('the proxy marks only back-office pages the role does not reach', () => {
    expect(deniedAdminPage('/admin/payment-settings', 'orders')).toBe(true);
    expect(deniedAdminPage('/admin/orders/42/packing-slip', 'orders')).toBe(false);
    expect(deniedAdminPage('/admin/products/new', 'catalog')).toBe(false);
    expect(deniedAdminPage('/shop', 'orders')).toBe(false);
    expect(deniedAdminPage('/administrator', 'orders')).toBe(false);
  });
});
