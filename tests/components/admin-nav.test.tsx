import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ADMIN_NAV, AdminNav } from '@/components/admin/admin-nav';
import { adminAreaFor } from '@/lib/admin-areas';
import type { StaffRole } from '@/lib/constants/staff';
import { routeFor } from '@/lib/routing';
import { setPathname } from '@/tests/support/next-navigation';

jest.mock('next/navigation', () => jest.requireActual('@/tests/support/next-navigation'));
setPathname('/admin');

function renderBar(role: StaffRole = 'owner') {
  return render(
    <nav aria-label="Back-office sections">
      <AdminNav variant="bottom" role={role} />
    </nav>,
  );
}

const hrefs = (container: HTMLElement) =>
  within(container)
    .getAllByRole('link', { hidden: true })
    .map((link) => link.getAttribute('href'));

describe('the back-office phone bar', () => {
  beforeEach(() => {
    setPathname('/admin');
  });

  it("keeps the spec's four sections in the bar and reaches every other section under More", () => {
    renderBar();
    const bar = screen.getByRole('navigation', { name: 'Back-office sections' });
    for (const name of ['Dashboard', 'Products', 'Customers', 'Analytics'])
      expect(within(bar).getByRole('link', { name })).toBeVisible();
    expect(within(bar).queryByRole('link', { name: 'Orders' })).not.toBeInTheDocument();

    const more = within(bar).getByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const list = within(bar).getByRole('list', { name: 'More sections' });
    for (const [name, href] of [
      ['Store', '/admin/store'],
      ['Orders', '/admin/orders'],
      ['Events', '/admin/events'],
      ['Integrations', '/admin/integrations'],
      ['Settings', '/admin/settings'],
      ['Payment settings', '/admin/payment-settings'],
    ])
      expect(within(list).getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('every section of the wide navigation can be reached from the phone bar', () => {
    const top = render(<AdminNav variant="top" role="owner" />);
    const wide = hrefs(top.container);
    top.unmount();
    renderBar();
    const phone = hrefs(screen.getByRole('navigation', { name: 'Back-office sections' }));
    for (const href of wide) expect(phone).toContain(href);
  });

  it('More closes on Escape and on a tap outside, and marks itself when the page is one of its sections', () => {
    setPathname('/admin/orders/42');
    renderBar();
    const more = screen.getByRole('button', { name: 'More' });
    expect(more).toHaveClass('admin-more__toggle--current');
    fireEvent.click(more);
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'More sections' })).not.toBeInTheDocument();
    fireEvent.click(more);
    fireEvent.mouseDown(document.body);
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('the back-office sections', () => {
  it('each lead to a page the proxy lets an admin open', () => {
    for (const { href } of ADMIN_NAV) expect([href, routeFor(href, 'admin')]).toEqual([href, {}]);
  });
});

describe('the sections a role sees', () => {
  const shown = (role: StaffRole) => {
    const top = render(<AdminNav variant="top" role={role} />);
    const wide = hrefs(top.container);
    top.unmount();
    renderBar(role);
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    const phone = hrefs(screen.getByRole('navigation', { name: 'Back-office sections' }));
    cleanup();
    return { wide, phone };
  };

  it('Orders: orders and customers, never products, payments, integrations or staff', () => {
    const { wide, phone } = shown('orders');
    expect(wide).toEqual([
      '/admin',
      '/admin/orders',
      '/admin/workbench',
      '/admin/customers',
      '/admin/security',
    ]);
    expect(phone).toEqual([
      '/admin',
      '/admin/customers',
      '/admin/orders',
      '/admin/workbench',
      '/admin/market',
      '/admin/security',
    ]);
  });

  it('Catalog: products, discounts, events and the store, no orders or customers', () => {
    const { wide, phone } = shown('catalog');
    expect(wide).toEqual(['/admin', '/admin/store', '/admin/products', '/admin/events', '/admin/security']);
    expect(phone).toEqual(
      expect.arrayContaining(['/admin/products', '/admin/discounts', '/admin/categories', '/admin/store']),
    );
    expect(phone).not.toContain('/admin/orders');
    expect(phone).not.toContain('/admin/customers');
  });

  it("Manager: all but the owner's sections", () => {
    const { phone } = shown('manager');
    for (const href of ['/admin/payment-settings', '/admin/integrations', '/admin/staff'])
      expect(phone).not.toContain(href);
    expect(phone).toEqual(expect.arrayContaining(['/admin/orders', '/admin/settings', '/admin/audit']));
  });

  it('Owner: every section, Staff among them', () => {
    expect([...shown('owner').phone].sort()).toEqual(ADMIN_NAV.map((entry) => entry.href).sort());
  });

  it('each section names the area the table of pages gives it', () => {
    for (const { href, area } of ADMIN_NAV) expect([href, area]).toEqual([href, adminAreaFor(href)]);
  });
});
