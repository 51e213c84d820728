import { render, screen } from '@testing-library/react';
import { LoadState } from '@/components/ui/load-state';
import { MESSAGES } from '@/lib/messages';

describe('LoadState', () => {
  it('says it is loading while there is no error', () => {
    render(<LoadState error={undefined} failed="Payments could not be loaded." />);
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.loading);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('alerts with the error’s own words, or the fallback when it has none', () => {
    const { rerender } = render(<LoadState error={new Error('The api is down.')} failed="Could not load." />);
    expect(screen.getByRole('alert')).toHaveTextContent('The api is down.');
    rerender(<LoadState error="timeout" failed="Could not load." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load.');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
