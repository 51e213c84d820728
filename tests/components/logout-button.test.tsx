import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LogoutButton } from '@/components/auth/logout-button';
import { goTo } from '@/lib/auth/navigate';
import { CHECKOUT_FORM_KEY, loadCheckoutForm, saveCheckoutForm } from '@/lib/checkout/checkout-storage';

jest.mock('@/lib/auth/navigate', () => ({ goTo: jest.fn() }));

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
  global.fetch = jest.fn(async (url: string) => ({
    ok: true,
    status: 200,
    json: async () => (url === '/api/auth/csrf' ? { csrfToken: 'csrf-1' } : { success: true }),
  })) as unknown as typeof fetch;
});

describe('Logout', () => {
  it('forgets the checkout form kept in this tab, ends the session here and at the api, and goes home', async () => {
    saveCheckoutForm('u-1', {
      name: 'Ann Smith',
      email: 'ann@example.com',
      phone: '(907) 555-0142',
      address: '1 Spruce Way',
    });
    sessionStorage.setItem('sitka:unrelated', 'kept');
    expect(loadCheckoutForm('u-1')).toMatchObject({ name: 'Ann Smith' });

    render(
      <LogoutButton className="button" testId="logout">
        Logout
      </LogoutButton>,
    );
    await userEvent.click(screen.getByTestId('logout'));

    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/'));
    expect(sessionStorage.getItem(CHECKOUT_FORM_KEY)).toBeNull();
    expect(loadCheckoutForm('u-1')).toBeNull();
    expect(sessionStorage.getItem('sitka:unrelated')).toBe('kept');
    expect(global.fetch).toHaveBeenCalledWith('/api/account/logout', { method: 'POST' });
    // next-auth's cookie is cleared with the csrf token it asks for.
    const signOut = (global.fetch as jest.Mock).mock.calls.find(([url]) => url === '/api/auth/signout');
    expect(signOut?.[1]).toMatchObject({ method: 'POST' });
    expect(new URLSearchParams(signOut?.[1].body).get('csrfToken')).toBe('csrf-1');
    expect(screen.getByTestId('logout')).toBeDisabled();
  });

  it('clears the form even when the api cannot be reached', async () => {
    saveCheckoutForm('guest', { name: 'Ann Smith' });
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    render(
      <LogoutButton className="button" testId="logout">
        Logout
      </LogoutButton>,
    );
    await userEvent.click(screen.getByTestId('logout'));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/'));
    expect(sessionStorage.getItem(CHECKOUT_FORM_KEY)).toBeNull();
  });
});
