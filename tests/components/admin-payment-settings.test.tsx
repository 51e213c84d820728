import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { PaymentSettings } from '@/components/admin/payments/payment-settings';
import { SimulatedOnboarding } from '@/components/admin/payments/simulated-onboarding';
import { goTo } from '@/lib/auth/navigate';
import { PAYMENT_MESSAGES } from '@/lib/schemas/admin-payments';
import { answer } from './admin-support';

// The page leaves for the onboarding with a full load: record where (jsdom cannot navigate).
jest.mock('@/lib/auth/navigate', () => ({ goTo: jest.fn() }));

type Route = { status: number; body: unknown };
let routes: Record<string, Route>;
const calls: { url: string; method: string }[] = [];
const assign = goTo as jest.Mock;

beforeEach(() => {
  calls.length = 0;
  assign.mockReset();
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, method: init?.method ?? 'GET' });
    const route = routes[`${init?.method ?? 'GET'} ${url}`];
    return route ? answer(route.status, route.body) : answer(404, { error: 'Not found', code: 'NOT_FOUND' });
  }) as unknown as typeof fetch;
});

const renderWith = (node: React.ReactNode) =>
  render(<SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{node}</SWRConfig>);
const statusIs = (body: unknown): Route => ({ status: 200, body });

describe('Payment settings', () => {
  it('offers Connect when no account is connected, and goes where the api says', async () => {
    routes = {
      'GET /api/admin/stripe-status': statusIs({
        isEnabled: false,
        accountStatus: 'not connected',
        testMode: false,
      }),
      'POST /api/admin/stripe-connect': {
        status: 200,
        body: { url: 'https://connect.stripe.com/setup/e/acct_1/abc' },
      },
    };
    renderWith(<PaymentSettings />);
    expect(await screen.findByTestId('stripe-status')).toHaveTextContent('Not connected');
    expect(screen.queryByTestId('payments-test-mode')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    await screen.findByRole('button', { name: 'Connect', busy: true });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://connect.stripe.com/setup/e/acct_1/abc'));
    expect(calls).toContainEqual({ url: '/api/admin/stripe-connect', method: 'POST' });
  });

  it('offers Continue onboarding while pending, and shows the spec message when the connection cannot start', async () => {
    routes = {
      'GET /api/admin/stripe-status': statusIs({
        isEnabled: false,
        accountStatus: 'pending',
        testMode: true,
      }),
      'POST /api/admin/stripe-connect': { status: 500, body: {} },
    };
    renderWith(<PaymentSettings />);
    expect(await screen.findByTestId('payments-test-mode')).toHaveTextContent('Test mode');
    fireEvent.click(screen.getByRole('button', { name: 'Continue onboarding' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.connectFailed);
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Continue onboarding' })).toBeEnabled();
  });

  it('links to the Stripe dashboard once complete, and offers no Connect', async () => {
    routes = {
      'GET /api/admin/stripe-status': statusIs({
        isEnabled: true,
        accountStatus: 'complete',
        testMode: false,
        loginLink: 'https://connect.stripe.com/express/acct_1/xyz',
      }),
    };
    renderWith(<PaymentSettings />);
    expect(await screen.findByTestId('stripe-status')).toHaveTextContent('Connected');
    expect(screen.getByRole('link', { name: /Open Stripe dashboard/ })).toHaveAttribute(
      'href',
      'https://connect.stripe.com/express/acct_1/xyz',
    );
    expect(screen.queryByRole('button', { name: /Connect|Continue onboarding/ })).not.toBeInTheDocument();
  });

  it('says Failed to fetch Stripe status when the status cannot be read', async () => {
    routes = { 'GET /api/admin/stripe-status': { status: 502, body: {} } };
    renderWith(<PaymentSettings />);
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.statusFailed);
  });
});

describe('Simulated onboarding', () => {
  it('completes the onboarding and returns to /admin/stripe-return', async () => {
    routes = {
      'GET /api/admin/stripe-status': statusIs({
        isEnabled: false,
        accountStatus: 'pending',
        testMode: true,
      }),
      'POST /api/admin/stripe-onboarding-simulated/complete': {
        status: 200,
        body: { url: '/admin/stripe-return' },
      },
    };
    renderWith(<SimulatedOnboarding />);
    fireEvent.click(await screen.findByRole('button', { name: 'Complete onboarding' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/admin/stripe-return'));
  });

  it('offers nothing to press when Stripe is configured', async () => {
    routes = {
      'GET /api/admin/stripe-status': statusIs({
        isEnabled: false,
        accountStatus: 'pending',
        testMode: false,
      }),
    };
    renderWith(<SimulatedOnboarding />);
    expect(
      await screen.findByText(new RegExp(PAYMENT_MESSAGES.simulatedOnly.slice(0, 30))),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complete onboarding' })).not.toBeInTheDocument();
  });
});
