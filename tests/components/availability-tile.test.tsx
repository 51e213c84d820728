import { render, screen } from '@testing-library/react';
import { AvailabilityTile } from '@/components/store/availability-tile';

describe('AvailabilityTile', () => {
  it.each([
    [3, 'Only 3 left'],
    [4, 'Only 4 left'],
    [1, 'Only 1 left'],
  ])('warns when stock is low (%i)', (stock, words) => {
    render(<AvailabilityTile totalInventory={stock} />);
    expect(screen.getByTestId('availability')).toHaveTextContent(words);
  });

  it('says In stock from 5 up and for unlimited stock', () => {
    const { rerender } = render(<AvailabilityTile totalInventory={5} />);
    expect(screen.getByTestId('availability')).toHaveTextContent('In stock');
    rerender(<AvailabilityTile totalInventory={null} />);
    expect(screen.getByTestId('availability')).toHaveTextContent('In stock');
  });

  it('says Out of Stock at zero', () => {
    render(<AvailabilityTile totalInventory={0} />);
    expect(screen.getByTestId('availability')).toHaveTextContent('Out of Stock');
  });
});
