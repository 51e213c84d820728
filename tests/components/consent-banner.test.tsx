import { fireEvent, render, screen } from '@testing-library/react';
import { ConsentBanner, CookieSettingsButton } from '@/components/store/consent-banner';
import { recordPageView } from '@/lib/analytics';

jest.mock('@/lib/analytics', () => ({
  ...jest.requireActual('@/lib/analytics'),
  recordPageView: jest.fn(() => Promise.resolve()),
}));

const clearCookie = () => {
  document.cookie = 'sitka_consent=; max-age=0; path=/';
};

describe('ConsentBanner', () => {
  beforeEach(() => {
    clearCookie();
    localStorage.clear();
    jest.mocked(recordPageView).mockClear();
  });

  it('asks a visitor who has not chosen, with Accept and Reject alike and the privacy link', () => {
    render(<ConsentBanner requiredFor="eu" tenantId="demo" />);
    const banner = screen.getByRole('region', { name: 'Cookie consent' });
    const [accept, reject] = [
      screen.getByRole('button', { name: 'Accept' }),
      screen.getByRole('button', { name: 'Reject' }),
    ];
    expect(accept.className).toBe(reject.className);
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/policies/privacy');
    expect(banner).toBeVisible();
  });

  it('keeps Accept in the cookie, counts the page in view and goes', () => {
    render(<ConsentBanner requiredFor="eu" tenantId="demo" />);
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(document.cookie).toContain('sitka_consent=accepted');
    expect(recordPageView).toHaveBeenCalledWith('/', 'demo');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });

  it("does not ask a visitor the 'eu' setting does not ask, but does under 'everyone'", () => {
    document.cookie = 'sitka_consent=outside; path=/';
    const { unmount } = render(<ConsentBanner requiredFor="eu" tenantId="demo" />);
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    unmount();
    render(<ConsentBanner requiredFor="everyone" tenantId="demo" />);
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
  });

  // Last: the reopened banner stays open for the rest of the page, as it should.
  it('keeps Reject, forgets a visit id, counts nothing; Cookie settings opens it again', () => {
    localStorage.setItem('sitka.analyticsSessionId', 'c0ffee00-0000-4000-8000-000000000000');
    render(
      <>
        <ConsentBanner requiredFor="eu" tenantId="demo" />
        <CookieSettingsButton />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(document.cookie).toContain('sitka_consent=rejected');
    expect(localStorage.getItem('sitka.analyticsSessionId')).toBeNull();
    expect(recordPageView).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
  });
});
