import { render, screen } from '@testing-library/react';
import { CachedDataBanner } from '@/components/store/cached-data-banner';

describe('CachedDataBanner', () => {
  it('tells the shopper that stock may be out of date', () => {
    render(<CachedDataBanner />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Using cached data - live inventory may not be accurate.',
    );
  });
});
