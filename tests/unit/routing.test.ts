import {
  homeFor,
  pathAfterLogin,
  routeFor,
  safeReturnPath,
  STOREFRONT_VIEW_PATH,
  type Role,
} from '@/lib/routing';
import { staffInvitationPath } from '@/lib/constants/staff';

type Expect = { guest: string | null; customer: string | null; admin: string | null };

const roles: { name: keyof Expect; role: Role | null }[] = [
  { name: 'guest', role: null },
  { name: 'customer', role: 'customer' },
  { name: 'admin', role: 'admin' },
];

/** Every route of the storefront spec, with where each role ends up (null: the page is shown). */
const storefront: Record<string, Expect> = {
  '/': { guest: null, customer: '/customer/dashboard', admin: '/admin' },
  // An admin browses the public catalog read-only ("View store"); basket and checkout are not theirs.
  '/shop': { guest: null, customer: '/customer/shop', admin: null },
  '/gallery': { guest: null, customer: '/customer/gallery', admin: null },
  '/events': { guest: null, customer: '/customer/events', admin: null },
  '/product/x': { guest: null, customer: '/customer/product/x', admin: null },
  '/cart': { guest: null, customer: '/customer/cart', admin: '/admin' },
  '/login': { guest: null, customer: null, admin: null },
  '/checkout': { guest: null, customer: '/customer/checkout', admin: '/admin' },
  '/guest-order-success': { guest: null, customer: null, admin: null },
  // The Gift cards page, linked from the shop: one page for everyone.
  '/gift-cards': { guest: null, customer: null, admin: null },
  // The policy pages and the legal notice: the same page for everyone.
  '/policies/terms': { guest: null, customer: null, admin: null },
  '/policies/returns': { guest: null, customer: null, admin: null },
  '/legal': { guest: null, customer: null, admin: null },
  '/policies/cookies': { guest: '/', customer: '/customer/dashboard', admin: '/admin' },
  '/verify-email/x': { guest: null, customer: null, admin: null },
  // The newsletter's mailed links open for anyone; "coming soon" is only ever shown in another's place.
  '/newsletter/confirm': { guest: null, customer: null, admin: null },
  '/newsletter/unsubscribe': { guest: null, customer: null, admin: null },
  '/coming-soon': { guest: '/', customer: '/customer/dashboard', admin: '/admin' },
  // A backorder's payment: its account signed in, or the mailed link's token (the api decides).
  '/orders/x/pay': { guest: null, customer: null, admin: null },
  // Returning pieces or withdrawing: the same, from My Orders or the confirmation mail's link.
  '/orders/x/return': { guest: null, customer: null, admin: null },
  '/customer': { guest: '/login', customer: '/customer/dashboard', admin: '/admin' },
};

const customerPages = [
  '/customer/dashboard',
  '/customer/orders',
  '/customer/rewards',
  '/customer/account',
  '/customer/shop',
  '/customer/gallery',
  '/customer/events',
  '/customer/cart',
  '/customer/checkout',
  '/customer/product/x',
  '/customer/customer-info-form',
  '/customer/order-success',
];
for (const page of customerPages) storefront[page] = { guest: '/login', customer: null, admin: '/admin' };

/** Every route of the back-office spec. */
const backOffice: Record<string, Expect> = {
  '/notion-callback': { guest: null, customer: null, admin: null },
  '/admin/stripe-refresh': { guest: '/login', customer: '/', admin: '/admin/payment-settings' },
  '/admin/stripe-return': { guest: '/login', customer: '/', admin: '/admin/payment-settings' },
};
const adminPages = [
  '/admin',
  // The same dashboard, where a full-page workspace connection returns.
  '/admin/dashboard',
  '/admin/customers',
  '/admin/products',
  '/admin/store',
  '/admin/store/setup',
  '/admin/analytics',
  // The store's events and markets.
  '/admin/events',
  '/admin/integrations',
  '/admin/settings',
  '/admin/payment-settings',
  '/admin/stripe-error',
  // Test mode's simulated Stripe onboarding.
  '/admin/stripe-onboarding-simulated',
  // A product's editor, and a new product's form.
  '/admin/products/new',
  '/admin/products/0b9c5a3e-3b1f-4c6e-9d1a-2f4b5c6d7e8f',
  // The orders, and one order.
  '/admin/orders',
  '/admin/orders/0b9c5a3e-3b1f-4c6e-9d1a-2f4b5c6d7e8f',
  // An order's packing slip.
  '/admin/orders/0b9c5a3e-3b1f-4c6e-9d1a-2f4b5c6d7e8f/packing-slip',
  // One customer.
  '/admin/customers/0b9c5a3e-3b1f-4c6e-9d1a-2f4b5c6d7e8f',
];
for (const page of adminPages) backOffice[page] = { guest: '/login', customer: '/', admin: null };

/** Paths no spec names go to the role's home. */
const unknown: Record<string, Expect> = Object.fromEntries(
  [
    '/nope',
    '/product',
    '/product/x/extra',
    '/customer/nope',
    '/admin/nope',
    '/admin/products/x/extra',
    '/admin/orders/x/extra',
    '/admin/orders/x/y/packing-slip',
    '/admin/customers/x/extra',
    '/verify-email',
    '/customer/product',
    '/orders/x',
    '/orders/x/pay/extra',
    '/orders/x/return/extra',
    '/orders/x/refund',
  ].map((path) => [path, { guest: '/', customer: '/customer/dashboard', admin: '/admin' }]),
);

describe.each([
  ['storefront', storefront],
  ['back-office', backOffice],
  ['unknown paths', unknown],
])('route guard: %s', (_name, table) => {
  const cases = Object.entries(table).flatMap(([path, expected]) =>
    roles.map(({ name, role }) => [path, name, role, expected[name]] as const),
  );

  it.each(cases)('%s as %s', (path, _roleName, role, target) => {
    expect(routeFor(path, role).redirect ?? null).toBe(target);
  });
});

describe('routeFor details', () => {
  it('treats a trailing slash as the same page', () => {
    expect(routeFor('/shop/', 'customer').redirect).toBe('/customer/shop');
    expect(routeFor('/customer/dashboard/', 'customer').redirect).toBeUndefined();
  });

  it('keeps the query only when a catalog page moves to its customer twin', () => {
    expect(routeFor('/shop', 'customer').keepQuery).toBe(true);
    expect(routeFor('/customer/orders', null).keepQuery).toBeUndefined();
  });

  it('shows an admin the storefront home only with the "View store" flag', () => {
    expect(STOREFRONT_VIEW_PATH).toBe('/?view=store');
    expect(routeFor('/', 'admin', '?view=store').redirect).toBeUndefined();
    expect(routeFor('/', 'admin', new URLSearchParams({ view: 'store' })).redirect).toBeUndefined();
    expect(routeFor('/', 'admin', '?view=other').redirect).toBe('/admin');
    expect(routeFor('/', 'admin').redirect).toBe('/admin');
    // The flag is an admin's: a customer still lands on their dashboard.
    expect(routeFor('/', 'customer', '?view=store').redirect).toBe('/customer/dashboard');
    expect(routeFor('/', null, '?view=store').redirect).toBeUndefined();
    // It opens no other page: basket and checkout still send an admin back.
    expect(routeFor('/cart', 'admin', '?view=store').redirect).toBe('/admin');
  });

  it('sends /register to the Create Account tab', () => {
    expect(routeFor('/register', null).redirect).toBe('/login?tab=register');
  });
});

describe('homeFor and pathAfterLogin', () => {
  it('knows each role’s home', () => {
    expect([homeFor('admin'), homeFor('customer'), homeFor(null)]).toEqual([
      '/admin',
      '/customer/dashboard',
      '/',
    ]);
  });

  it('sends admins to /admin, customers without a profile to the form, others to the dashboard', () => {
    expect(pathAfterLogin({ role: 'admin', needsProfile: false })).toBe('/admin');
    expect(pathAfterLogin({ role: 'customer', needsProfile: true })).toBe(
      '/customer/customer-info-form?returnUrl=%2Fcustomer%2Fdashboard',
    );
    expect(pathAfterLogin({ role: 'customer', needsProfile: false })).toBe('/customer/dashboard');
  });

  it('accepts only local return paths', () => {
    expect(safeReturnPath('/customer/orders', '/x')).toBe('/customer/orders');
    expect(safeReturnPath('https://evil.test', '/x')).toBe('/x');
    expect(safeReturnPath('//evil.test', '/x')).toBe('/x');
    expect(safeReturnPath('/\\evil.test', '/x')).toBe('/x');
    expect(safeReturnPath(undefined, '/x')).toBe('/x');
  });

  it('keeps a return address on this site however it is spelled', () => {
    // Browsers drop tabs and newlines and read backslashes as slashes, so each of these would
    // otherwise lead to evil.example.
    for (const value of [
      '/%09/evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/%0a/evil.example',
      '/%5Cevil.example',
      '/.//evil.example',
      '/%E0%A4%A',
    ]) {
      expect(safeReturnPath(value, '/x')).toBe('/x');
    }
    // Only path, query and hash come back, normalised the way the browser will follow them.
    expect(safeReturnPath('/customer/./orders?tab=2#top', '/x')).toBe('/customer/orders?tab=2#top');
    expect(safeReturnPath('/a/../customer/dashboard', '/x')).toBe('/customer/dashboard');
  });
});

describe('staff pages', () => {
  it('an invitation opens for anyone, signed in or not', () => {
    for (const role of [null, 'customer', 'admin'] as const)
      expect(routeFor(staffInvitationPath('a1b2c3'), role)).toEqual({});
    expect(routeFor('/invite', null)).toEqual({ redirect: '/' });
  });

  it('the staff screen is a back-office page', () => {
    expect(routeFor('/admin/staff', 'admin')).toEqual({});
    expect(routeFor('/admin/staff', null)).toEqual({ redirect: '/login' });
    expect(routeFor('/admin/staff', 'customer')).toEqual({ redirect: '/' });
  });
});
